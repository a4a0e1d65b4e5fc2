// Message dictionaries (i18n/*.json), shared by the browser and the server:
// deep merge, key lookup and %{name} interpolation. Free of React.

export type Messages = { [key: string]: unknown };

/** CJS message packs may arrive wrapped as {default: …} depending on the loader. */
export function unwrapMessages(module: unknown): Messages {
  const m = module as { default?: Messages };
  return (m.default ?? m) as Messages;
}

const isPlainObject = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge: keys of `over` win. */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? mergeMessages(out[key] as Messages, value) : value;
  }
  return out;
}

/** The string at a dotted key, if there is one. */
export function lookupMessage(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills %{name} placeholders; unknown ones stay as they are. */
export function interpolate(template: string, args: Record<string, unknown> = {}): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in args ? String(args[name]) : whole));
}
