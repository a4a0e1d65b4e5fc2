// Translators edit i18n/*.json only: every language must carry every key the
// English interface uses, keep its placeholders, and name every schema label.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import englishPack from 'ra-language-english';
import en from '../../i18n/en.json';
import ja from '../../i18n/ja.json';
import vi from '../../i18n/vi.json';
import { schemas } from '../../schemas';
import { MENU_GROUPS } from '../../src/engine/schema';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const raEnglish = ((englishPack as unknown as { default?: Tree }).default ?? englishPack) as Tree;
const english = new Map([...leaves(raEnglish), ...leaves(en as Tree)]);
const placeholders = (text: string): string[] => [...(text.match(/%\{\w+\}/g) ?? [])].sort();

describe.each([['ja', ja], ['vi', vi]] as const)('%s messages', (_, messages) => {
  const translated = leaves(messages as Tree);

  it('have every key of the English interface and no stray ones', () => {
    expect([...english.keys()].filter((k) => !translated.has(k))).toEqual([]);
    expect([...translated.keys()].filter((k) => !english.has(k))).toEqual([]);
  });

  it('keep the placeholders of the English text', () => {
    const problems = [...english]
      .filter(([key]) => translated.has(key))
      // One Japanese form serves both bulk and single updates; that form cannot name a record.
      .filter(([key]) => !key.startsWith('ra.message.bulk_update_'))
      .filter(([key, text]) => placeholders(text).some((p) => !placeholders(translated.get(key)!).includes(p)))
      .map(([key]) => key);
    expect(problems).toEqual([]);
  });
});

describe('server messages', () => {
  it('every message key the server uses is in the English dictionary', () => {
    const used = readdirSync('server')
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => [...readFileSync(`server/${f}`, 'utf8').matchAll(/'((?:server|app|validation|ra\.validation)\.[\w.]+)'/g)].map((m) => m[1]));
    expect(used.length).toBeGreaterThan(5);
    expect([...new Set(used)].filter((key) => !english.has(key))).toEqual([]);
  });
});

describe('schema labels', () => {
  it('every entity, field, choice, hint, scope, page and menu group has an English label', () => {
    const missing: string[] = [];
    for (const schema of schemas) {
      const keys = [`resources.${schema.name}.name`, ...Object.keys(schema.fields).map((f) => `resources.${schema.name}.fields.${f}`)];
      for (const field of Object.values(schema.fields)) if (field.helperText) keys.push(field.helperText);
      for (const action of schema.actions) keys.push(`resources.${schema.name}.actions.${action.name}`);
      for (const [name, field] of Object.entries(schema.fields)) {
        if (field.kind === 'select') keys.push(...field.choices.map((choice) => `resources.${schema.name}.choices.${name}.${choice}`));
      }
      for (const page of schema.editPages) keys.push(`resources.${schema.name}.pages.${page.path}`);
      // A scope has the entity's own label or a shared one (general, specific).
      for (const scope of schema.scopes) {
        if (!english.has(`app.scopes.${scope.name}`)) keys.push(`resources.${schema.name}.scopes.${scope.name}`);
      }
      missing.push(...keys.filter((k) => !english.has(k)));
    }
    missing.push(...MENU_GROUPS.map((g) => `app.menu.groups.${g}`).filter((k) => !english.has(k)));
    expect(missing).toEqual([]);
  });
});
