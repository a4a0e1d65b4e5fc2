// docs/ADDING_A_KIND.md, followed in a copy of the repository: the guide's code blocks that name a file are
// written there, or put where they say, so the example cannot drift from what compiles. The copy then
// type-checks, lints the kind's new modules, and a server test there stores, reads, filters and refuses a
// value of the example kind, shows it in its list cell, loads its entry half and exports it.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRepository, NET, output, plainText, ROOT, run } from './repoCopy';

const GUIDE = 'docs/ADDING_A_KIND.md';

interface Block {
  language: string;
  file: string;
  text: string;
}

/** The guide's code blocks whose info string names a file (```ts src/engine/kinds/color.ts), in order. */
function namedBlocks(markdown: string): Block[] {
  return [...markdown.matchAll(/^```(\w+) (\S+)\n([\s\S]*?)^```$/gm)].map(([, language, file, text]) => ({
    language,
    file,
    text,
  }));
}

/** A line of a block for a file that exists, saying where the lines under it go (`// … before `X`:`). */
const PLACE = /^\s*\/\/.*\b(before|after) `([^`]+)`/;

/** `text` with the block's lines put before or after the first line that starts with each place's anchor. */
function insertInto(text: string, block: string): string {
  const lines = text.split('\n');
  const sections: { where: string; anchor: string; lines: string[] }[] = [];
  for (const line of block.trimEnd().split('\n')) {
    const place = PLACE.exec(line);
    if (place) sections.push({ where: place[1], anchor: place[2], lines: [] });
    else if (sections.length) sections[sections.length - 1].lines.push(line);
    else throw new Error(`a line before any place is given: ${line}`);
  }
  for (const section of sections) {
    const at = lines.findIndex((line) => line.trimStart().startsWith(section.anchor));
    if (at < 0) throw new Error(`no line starts with "${section.anchor}"`);
    lines.splice(section.where === 'before' ? at : at + 1, 0, ...section.lines);
  }
  return lines.join('\n');
}

type Json = { [key: string]: Json } | string | number | boolean | null | Json[];
const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with the keys of `added` set, objects merged key by key. */
function merged(base: Json, added: Json): Json {
  if (!isObject(base) || !isObject(added)) return added;
  const result = { ...base };
  for (const [key, value] of Object.entries(added)) result[key] = key in base ? merged(base[key], value) : value;
  return result;
}

/** A block applied to the copy: a new file as it is, a message file merged, lines of code put in their places. */
function apply(dir: string, { language, file, text }: Block) {
  const target = path.join(dir, file);
  if (!existsSync(target)) writeFileSync(target, text);
  else if (language === 'json') {
    const messages = merged(JSON.parse(readFileSync(target, 'utf8')), JSON.parse(text));
    writeFileSync(target, `${JSON.stringify(messages, null, 2)}\n`);
  } else writeFileSync(target, insertInto(readFileSync(target, 'utf8'), text));
}

/** A server test for the copy: a small schema with a field of the guide's kind, through the API and on screen. */
const KIND_TEST = `import { renderToStaticMarkup } from 'react-dom/server';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { color, defineEntity, text } from '../../src/engine/schema';
import { UI_KINDS } from '../../src/engine/ui/kinds';
import { EXPORT_KINDS } from '../../src/engine/ui/kinds/exports';
import { INPUT_KINDS } from '../../src/engine/ui/kinds/inputs';
import { call, useServer } from './helpers';

const palettes = defineEntity({
  name: 'palettes',
  route: 'palette',
  permission: 'MASTER',
  menu: false,
  fields: { name: text({ required: true }), swatch: color({ required: true }) },
  recordTitle: 'name',
  list: { columns: ['id', 'name', 'swatch'], sort: 'name', filters: ['swatch'] },
});

describe('a field of the color kind', () => {
  const ctx = useServer({ schemas: [...schemas, palettes] });

  it('is stored, read, filtered and refused by its rules', async () => {
    const post = (body: object) => call(ctx.server, 'POST', '/api/v1/palettes', { token: ctx.token, body });
    const created = await post({ name: 'Sky', swatch: ' #1E88E5 ' });
    expect(created.status).toBe(201);
    const read = await call(ctx.server, 'GET', \`/api/v1/palettes/\${created.body.data.id}\`, { token: ctx.token });
    expect(read.body.data).toMatchObject({ name: 'Sky', swatch: '#1e88e5' });
    const found = await call(ctx.server, 'GET', '/api/v1/palettes?swatch=%231E88E5', { token: ctx.token });
    expect(found.body.data.map((row: { id: number }) => row.id)).toEqual([created.body.data.id]);
    const refused = await post({ name: 'Blue', swatch: 'blue' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.swatch).toBe('Must be a colour as #rrggbb, e.g. #1e88e5');

    const { Cell } = UI_KINDS.color;
    const field = palettes.fields.swatch;
    const cell = renderToStaticMarkup(
      <RecordContextProvider value={read.body.data}>
        <Cell schema={palettes} source="swatch" field={field} label="Swatch" />
      </RecordContextProvider>,
    );
    expect(cell).toContain('background-color:#1e88e5');
    expect(cell).toContain('>#1e88e5<');
    expect((await UI_KINDS.color.entry()).default).toBe(INPUT_KINDS.color);
    const context = { schema: palettes, source: 'swatch', field, label: 'Swatch', locale: 'en', translate: (key: string) => key };
    const columns = EXPORT_KINDS.color.columns(context);
    expect(columns.map((column) => [column.header, column.cell(read.body.data)])).toEqual([['Swatch', '#1e88e5']]);
  });
});
`;

describe('the guide to adding a field kind, followed in a copy of the repository', () => {
  const blocks = namedBlocks(readFileSync(path.join(ROOT, GUIDE), 'utf8'));
  const created = blocks.filter((block) => !existsSync(path.join(ROOT, block.file))).map((block) => block.file);
  let dir: string;

  beforeAll(() => {
    dir = copyRepository('example-kind-');
    for (const block of blocks) apply(dir, block);
    writeFileSync(path.join(dir, 'tests/server/example-kind.test.tsx'), KIND_TEST);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the data, UI and entry modules and a line in every registry', () => {
    expect(created.sort()).toEqual([
      'src/engine/kinds/color.ts',
      'src/engine/ui/kinds/color.input.tsx',
      'src/engine/ui/kinds/color.tsx',
    ]);
    for (const registry of ['kinds/index.ts', 'ui/kinds/index.ts', 'ui/kinds/inputs.ts', 'ui/kinds/exports.ts']) {
      const file = `src/engine/${registry}`;
      expect(readFileSync(path.join(dir, file), 'utf8'), file).toMatch(/^ {2}color(: colorExport)?,$/m);
    }
  });

  it('type-checks', { timeout: NET }, async () => {
    const typecheck = await run(dir, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(typecheck.code, output(typecheck)).toBe(0);
  });

  it('lints the new modules', { timeout: NET }, async () => {
    const lint = await run(dir, 'eslint', ['--max-warnings=0', ...created]);
    expect(lint.code, output(lint)).toBe(0);
  });

  it(
    'stores, reads, filters and refuses a value of the kind, shows it in its cell and exports it',
    { timeout: NET },
    async () => {
      const suite = await run(dir, 'vitest', ['run', '--maxWorkers=1', 'tests/server/example-kind.test.tsx']);
      expect(suite.code, output(suite)).toBe(0);
      expect(plainText(suite.stdout)).toMatch(/Test Files\s+1 passed/);
    },
  );
});
