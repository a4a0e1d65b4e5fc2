// The translators' check (npm run i18n:check): every language against English,
// over the dictionaries the app really uses (react-admin's pack for the
// language under i18n/<code>.json), and every language against the labels the
// schemas need. See docs/TRANSLATING.md.
//   FAIL: missing keys (a schema's label in any language included), stray keys, broken placeholders,
//         polyglot leftovers.
//   note: keys no code or schema uses, texts left identical to English.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { schemas } from '../schemas';
import { FRAMEWORK_PACKS, ownMessages } from '../server/messages';
import { KINDS } from '../src/engine/kinds';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../src/engine/locales';
import { localeMessages } from '../src/engine/messages';
import { SYSTEM_FIELDS, type EntitySchema } from '../src/engine/schema';
import { MENU_GROUPS, MENU_SECTIONS } from '../schemas/app';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Texts a translation may keep as in English: names, brands, codes. Texts
 * without letters (", ", "{{field}} ({{language}})") never count as identical.
 */
export const SAME_AS_ENGLISH: readonly string[] = JSON.parse(
  readFileSync(new URL('./i18n-same-as-english.json', import.meta.url), 'utf8'),
).texts;

/**
 * Plural families whose English forms name different things: "Delete
 * {{name}}" (one) but "Delete {{count}} {{name}}" (other). A language with one
 * plural form (ja, vi) says both with one text, so its form must keep the
 * placeholders of English's `_other` and may add those of the other forms
 * (react-admin passes them all). Every other key must match exactly.
 */
const PLURAL_UNION_PLACEHOLDERS = [/^ra\.message\.bulk_(delete|update)_(content|title)$/];

/**
 * Keys built at run time from names no schema or constant lists (a template
 * literal in the code): every key under these prefixes counts as used.
 */
const DYNAMIC_PREFIXES = [
  'app.saved.', // useSavedNotice: `app.saved.${'created' | 'updated'}`
];

export type Tree = { [key: string]: unknown };
export interface LanguageInput {
  code: string;
  own: Tree;
  pack?: unknown;
}
export interface Mismatch {
  key: string;
  english: string[];
  found: string[];
}
export interface LanguageReport {
  code: string;
  /**
   * Keys English has that this language lacks, and labels the schemas need that it lacks (English
   * included); plural forms per its Intl.PluralRules.
   */
  missing: string[];
  /** Keys of the language's own file English does not have (typos, plural forms the language lacks). */
  stray: string[];
  placeholders: Mismatch[];
  /** Texts still in polyglot syntax: %{name} or ' |||| ' plural forms. */
  polyglot: string[];
  /** Own texts equal to English's, outside SAME_AS_ENGLISH. */
  identical: string[];
}
export interface Report {
  languages: LanguageReport[];
  unused: string[];
  failed: boolean;
}
export interface Usage {
  keys: ReadonlySet<string>;
  prefixes: readonly string[];
}

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dotted key → text, for every leaf. */
export function flatten(tree: Tree, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The key without its plural suffix, when English has it as a plural family (every family has `_other`). */
function pluralBase(key: string, english: ReadonlyMap<string, unknown>): string | undefined {
  const base = key.replace(PLURAL_SUFFIX, '');
  return base !== key && english.has(`${base}_other`) ? base : undefined;
}

/**
 * {{name}} placeholders of a text, sorted. `smart_count` and `count` are one:
 * react-admin's packs say smart_count and the provider passes both.
 */
export function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^{}\s,]+)[^{}]*\}\}/g)].map((m) =>
    m[1] === 'smart_count' ? 'count' : m[1],
  );
  return [...new Set(names)].sort();
}

const POLYGLOT = /%\{\w*\}|\|\|\|\|/;
const withoutPlaceholders = (text: string) => text.replace(/\{\{[^{}]*\}\}/g, '').trim();
const hasLetters = (text: string) => /\p{L}/u.test(withoutPlaceholders(text));
const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The placeholders of every English form of a plural family. */
const pluralFamilyPlaceholders = (base: string, english: ReadonlyMap<string, unknown>) =>
  placeholders(
    [...english]
      .filter(([key]) => pluralBase(key, english) === base)
      .map(([, text]) => String(text))
      .join(' '),
  );

/**
 * Keys as English writes them (a plural family as `key_one`, `key_other`), in `code`'s forms: the family
 * `resources.x.name` is `name_one` and `name_other` in English, `name_other` alone in Japanese.
 */
export function inLanguage(keys: readonly string[], code: string): string[] {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const given = new Set(keys);
  const out = new Set<string>();
  for (const key of keys) {
    const base = key.replace(PLURAL_SUFFIX, '');
    if (base !== key && given.has(`${base}_other`)) for (const category of categories) out.add(`${base}_${category}`);
    else out.add(key);
  }
  return [...out];
}

/** The keys a language needs: English's, with each plural family in the language's own forms. */
function expectedKeys(english: ReadonlyMap<string, unknown>, code: string): Map<string, string> {
  const categories = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const expected = new Map<string, string>(); // language key → the English key it is checked against
  for (const key of english.keys()) {
    const base = pluralBase(key, english);
    if (base === undefined) expected.set(key, key);
    else for (const category of categories) expected.set(`${base}_${category}`, `${base}_other`);
  }
  return expected;
}

function checkLanguage(
  input: LanguageInput,
  english: ReadonlyMap<string, unknown>,
  sameAllowed: ReadonlySet<string>,
  isReference: boolean,
  required: readonly string[],
): LanguageReport {
  const merged = flatten(localeMessages(input.own, input.pack));
  const own = flatten(input.own);
  const report: LanguageReport = {
    code: input.code,
    missing: [],
    stray: [],
    placeholders: [],
    polyglot: [],
    identical: [],
  };
  for (const [key, text] of merged) if (typeof text === 'string' && POLYGLOT.test(text)) report.polyglot.push(key);
  const lacking = inLanguage(required, input.code).filter((key) => merged.get(key) === undefined);
  if (isReference) {
    report.missing = lacking;
    return report;
  }

  const expected = expectedKeys(english, input.code);
  for (const [key, englishKey] of expected) {
    const text = merged.get(key);
    if (text === undefined) {
      report.missing.push(key);
      continue;
    }
    const base = pluralBase(key, english);
    const wanted = placeholders(String(english.get(englishKey)));
    const found = typeof text === 'string' ? placeholders(text) : ['(not a text)'];
    const ok =
      base !== undefined && PLURAL_UNION_PLACEHOLDERS.some((p) => p.test(base))
        ? wanted.every((p) => found.includes(p)) &&
          found.every((p) => pluralFamilyPlaceholders(base, english).includes(p))
        : same(wanted, found);
    if (!ok) report.placeholders.push({ key, english: wanted, found });
    if (
      own.get(key) === english.get(englishKey) &&
      typeof text === 'string' &&
      hasLetters(text) &&
      !sameAllowed.has(withoutPlaceholders(text))
    ) {
      report.identical.push(key);
    }
  }
  // A label English lacks too is missing here as well.
  report.missing.push(...lacking.filter((key) => !expected.has(key)));
  // Only the language's own file: a framework pack may carry keys of other react-admin versions.
  report.stray = [...own.keys()].filter((key) => !expected.has(key));
  return report;
}

/** Keys in `reference`'s own file that nothing uses (plural families by their base; react-admin's ra.* aside). */
export function unusedKeys(own: Tree, english: ReadonlyMap<string, unknown>, usage: Usage): string[] {
  const unused = new Set<string>();
  for (const key of flatten(own).keys()) {
    if (key.startsWith('ra.')) continue;
    const name = pluralBase(key, english) ?? key;
    if (usage.keys.has(key) || usage.keys.has(name) || usage.prefixes.some((p) => key.startsWith(p))) continue;
    unused.add(name);
  }
  return [...unused];
}

/**
 * Checks every language against the first (English), and each one, English included, against `required`
 * (keys as English writes them: the labels the schemas need, derivedKeys); `usage` adds the unused-key report.
 */
export function checkMessages(
  languages: readonly LanguageInput[],
  options: { usage?: Usage; sameAsEnglish?: readonly string[]; required?: readonly string[] } = {},
): Report {
  const [reference] = languages;
  const english = flatten(localeMessages(reference.own, reference.pack));
  const sameAllowed = new Set(options.sameAsEnglish ?? SAME_AS_ENGLISH);
  const required = options.required ?? [];
  const reports = languages.map((l, i) => checkLanguage(l, english, sameAllowed, i === 0, required));
  const failed = reports.some((r) => r.missing.length + r.stray.length + r.placeholders.length + r.polyglot.length > 0);
  return { languages: reports, unused: options.usage ? unusedKeys(reference.own, english, options.usage) : [], failed };
}

/**
 * Keys the schema registry and the engine's constants derive, which the code
 * builds in template literals: entity names (both plural forms), field labels,
 * choices, actions, edit, sub- and create pages, groups of sub-pages, scopes, menu groups and sections, language
 * names, system-field labels, hints and pattern messages.
 */
export function derivedKeys(registry: readonly EntitySchema[], english: ReadonlyMap<string, unknown>): string[] {
  const keys: string[] = [
    ...MENU_GROUPS.map((g) => `app.menu.groups.${g}`),
    ...MENU_SECTIONS.map((s) => `app.menu.sections.${s}`),
    ...LOCALE_CODES.map((c) => `languages.${c}`),
    // fieldLabel(): system columns and the search filter q have shared labels.
    ...[...SYSTEM_FIELDS, 'q'].map((f) => `fields.${f}`),
  ];
  for (const schema of registry) {
    const r = `resources.${schema.name}`;
    keys.push(`${r}.name_one`, `${r}.name_other`);
    for (const [name, field] of Object.entries(schema.fields)) {
      keys.push(`${r}.fields.${name}`);
      const kind = KINDS[field.kind];
      for (const choice of kind.choices?.(field) ?? [])
        keys.push(kind.choiceKey?.(field, choice) ?? `${r}.choices.${name}.${choice}`);
      if (field.helperText) keys.push(field.helperText);
      if ('pattern' in field && field.pattern) keys.push(field.pattern.message);
    }
    keys.push(...schema.actions.map((a) => `${r}.actions.${a.name}`));
    keys.push(...(schema.list.views ?? []).map((view) => `${r}.views.${view.key}`));
    // What a confirmed action does, where the entity says it (else the shared "Are you sure?").
    keys.push(...schema.actions.map((a) => `${r}.actions.${a.name}_confirm`).filter((key) => english.has(key)));
    keys.push(...[...schema.editPages, ...schema.subPages, ...schema.createPages].map((p) => `${r}.pages.${p.path}`));
    keys.push(...new Set(schema.subPages.flatMap((p) => (p.group ? [`${r}.page_groups.${p.group}`] : []))));
    // A scope has the entity's own label or the shared one (general, specific).
    for (const scope of schema.scopes)
      keys.push(english.has(`${r}.scopes.${scope.name}`) ? `${r}.scopes.${scope.name}` : `app.scopes.${scope.name}`);
  }
  return [...new Set(keys)];
}

/** String literals in the code that look like i18n keys; a literal ending in '.' is a prefix. */
export function literalKeys(dirs = ['src', 'server', 'schemas']): Usage {
  const keys = new Set<string>();
  const prefixes: string[] = [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
    );
  for (const file of dirs.flatMap((d) => walk(`${ROOT}${d}`))) {
    for (const [, , literal] of readFileSync(file, 'utf8').matchAll(
      /(['"`])([a-z][\w-]*(?:\.[\w-]+)*\.(?:[\w-]+)?)\1/gi,
    )) {
      if (literal.endsWith('.')) prefixes.push(literal);
      else keys.add(literal);
    }
  }
  return { keys, prefixes };
}

/** The real dictionaries: i18n/<code>.json per interface language (src/engine/locales.ts), English first. */
export function loadLanguages(): LanguageInput[] {
  const codes = [DEFAULT_LOCALE, ...LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE)];
  return codes.map((code) => ({ code, own: ownMessages(code), pack: FRAMEWORK_PACKS[code] }));
}

/**
 * The check over the real files: every label the schemas of `registry` need (derivedKeys) in every
 * language, and usage from the code and the registry.
 */
export function checkProject(registry: readonly EntitySchema[] = schemas): Report {
  const languages = loadLanguages();
  const english = flatten(localeMessages(languages[0].own, languages[0].pack));
  const literals = literalKeys();
  const required = derivedKeys(registry, english);
  const usage = {
    keys: new Set([...literals.keys, ...required]),
    prefixes: [...literals.prefixes, ...DYNAMIC_PREFIXES],
  };
  return checkMessages(languages, { usage, required });
}

/** The report for people: counts per language, then the keys to look at. */
export function formatReport(report: Report): string {
  const lines: string[] = [];
  const sections: [string, string, (r: LanguageReport) => string[]][] = [
    ['FAIL', 'missing keys (add them; a schema needs every label in every language)', (r) => r.missing],
    ['FAIL', 'stray keys (not in English: a typo, or a plural form the language does not use)', (r) => r.stray],
    [
      'FAIL',
      'broken placeholders (keep every {{name}} of the English text)',
      (r) =>
        r.placeholders.map(
          (m) =>
            `${m.key}: English {{${m.english.join('}} {{')}}}, here ${m.found.length ? `{{${m.found.join('}} {{')}}}` : 'none'}`,
        ),
    ],
    ['FAIL', 'polyglot syntax left (use {{name}} and key_one / key_other)', (r) => r.polyglot],
    [
      'note',
      'same text as English (translate it, or list it in scripts/i18n-same-as-english.json)',
      (r) => r.identical,
    ],
  ];
  for (const r of report.languages) {
    lines.push(
      `${r.code}: ${r.missing.length} missing, ${r.stray.length} stray, ${r.placeholders.length} broken placeholders, ${r.polyglot.length} polyglot, ${r.identical.length} same as English`,
    );
  }
  for (const [level, title, pick] of sections) {
    for (const r of report.languages) {
      const items = pick(r);
      if (items.length) lines.push('', `${level} ${r.code}: ${title}`, ...items.map((i) => `  ${i}`));
    }
  }
  if (report.unused.length)
    lines.push(
      '',
      `note: keys no code or schema uses (remove them from every file, or use them)`,
      ...report.unused.map((k) => `  ${k}`),
    );
  lines.push('', report.failed ? 'i18n check FAILED' : 'i18n check passed');
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const report = checkProject();
    console.log(formatReport(report));
    process.exitCode = report.failed ? 1 : 0;
  } catch (error) {
    console.error(`i18n check FAILED: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
