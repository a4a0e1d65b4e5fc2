// Reading a message dictionary without an i18n library: for the few texts
// shown before the full messages load (the login page, the error pages).
export type Messages = { [key: string]: unknown };

export const isPlainObject = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The string at a dotted key, if there is one (no plural resolution). */
export function lookupMessage(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills i18next's {{name}} placeholders; a name without a value stays as written. */
export function fillPlaceholders(text: string, args: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    args[name] === undefined ? whole : String(args[name]),
  );
}
