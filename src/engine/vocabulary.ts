// The words an app gives the engine: its function types (the areas a permission grants privileges on),
// its sidebar groups and their sections, its notification types and contents. The app declares them (schemas/app.ts) and registers their
// types by augmenting `AppVocabulary`, so a schema's `permission` and `menu` are checked against them;
// the engine itself names none.

/**
 * Augmented by the app:
 * `declare module '.../src/engine/vocabulary' { interface AppVocabulary { functionType: 'JOBS' | …; menuGroup: …; menuSection: … } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppVocabulary {}

/** The type the app registered under `K`, or any string while none is. */
type Declared<K extends string> = AppVocabulary extends { [P in K]: infer T extends string } ? T : string;

/** An area a permission grants privileges on (e.g. one per kind of record). */
export type FunctionType = Declared<'functionType'>;
/** A sidebar group. */
export type MenuGroup = Declared<'menuGroup'>;
/** A section inside a sidebar group. */
export type MenuSection = Declared<'menuSection'>;
/** What a notification is (a status change, a message, a read receipt…). */
export type NotificationType = Declared<'notificationType'>;
/** What a notification is about, within its type. */
export type NotificationContent = Declared<'notificationContent'>;

/** The lists, each in its order: the permission grid's rows, the sidebar's groups, a group's sections. */
export function defineVocabulary<const F extends string, const G extends string, const S extends string>(vocabulary: {
  functionTypes: readonly F[];
  menuGroups: readonly G[];
  menuSections: readonly S[];
  /** The function type each of the engine's extra privileges is offered on (src/engine/permissions.ts). */
  extraPrivileges: { readonly AUDIT: NoInfer<F> };
}) {
  return vocabulary;
}
