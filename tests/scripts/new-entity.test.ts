// npm run new:entity (scripts/new-entity.ts), run for real in a copy of the repository: the entity it adds
// type-checks, lints, has its labels in every language (left in English for the translators, which the
// translation check notes), shows in the menu and is created and listed through the API. And what it
// refuses, it refuses without writing a file.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { parseField, planEntity, repository, type EntityRequest } from '../../scripts/new-entity';
import { copyRepository, NET, output, plainText, ROOT, run, type Run } from './repoCopy';

/** Every file of the copy but the linked packages, with a digest of its content. */
function tree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (sub: string) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.join(sub, entry.name);
      if (rel === 'node_modules') continue;
      if (entry.isDirectory()) walk(rel);
      else
        files.set(
          rel,
          createHash('sha1')
            .update(readFileSync(path.join(dir, rel)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return files;
}

// A small master of five kinds, in a section of the masters.
const STATION_FLAGS = [
  '--name',
  'stations',
  '--route',
  'station',
  '--permission',
  'MASTER',
  '--group',
  'masters',
  '--section',
  'geography',
  '--field',
  'code:text:required:unique',
  '--field',
  'names:translations:required',
  '--field',
  'city_id:reference=cities',
  '--field',
  'service:select=local|rapid',
  '--field',
  'active:boolean',
];

const WRITTEN = ['schemas/masters/station.ts', 'demo/data/stations.ts'];
const CHANGED = ['schemas/index.ts', 'demo/data/index.ts', 'i18n/en.json', 'i18n/ja.json', 'i18n/vi.json'];

/** A server test for the copy: the demo rows listed, a record created, found by a filter and refused twice. */
const STATION_API_TEST = `import { describe, expect, it } from 'vitest';
import { schemas } from '../../schemas';
import { call, useServer } from './helpers';

describe('the new stations', () => {
  const ctx = useServer();

  it('are in the registry after the other geography masters', () => {
    const masters = schemas.filter((s) => s.menu && s.menu.group === 'masters');
    const geography = masters.filter((s) => s.menu && s.menu.section === 'geography');
    expect(geography[geography.length - 1].name).toBe('stations');
  });

  it('lists the demo rows, creates a record and lists it, and applies the rules', async () => {
    const get = (url: string) => call(ctx.server, 'GET', url, { token: ctx.token });
    const demo = await get('/api/v1/stations?page=1&paging=20&sort=id');
    expect(demo.status).toBe(200);
    expect(demo.body.meta.total).toBe(2);
    const city = (await get('/api/v1/cities?page=1&paging=1&sort=id')).body.data[0];
    const body = {
      code: 'ST-900',
      names: [{ language_code: 'en', name: 'Central' }],
      city_id: city.id,
      service: 'rapid',
      active: true,
    };
    const created = await call(ctx.server, 'POST', '/api/v1/stations', { token: ctx.token, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject(body);
    const listed = await get(\`/api/v1/stations?page=1&paging=20&sort=id&city_id=\${city.id}&service=rapid\`);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(created.body.data.id);
    expect((await get('/api/v1/stations?page=1&paging=20')).body.meta.total).toBe(3);
    expect((await call(ctx.server, 'POST', '/api/v1/stations', { token: ctx.token, body })).status).toBe(409);
    const empty = await call(ctx.server, 'POST', '/api/v1/stations', { token: ctx.token, body: { service: 'slow' } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['code', 'names', 'service']);
  });
});
`;

describe('npm run new:entity, in a copy of the repository', () => {
  let dir: string;
  let scaffold: Run;

  beforeAll(async () => {
    dir = copyRepository('new-entity-');
    scaffold = await run(dir, 'tsx', ['scripts/new-entity.ts', ...STATION_FLAGS]);
  }, NET);
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes the schema, the demo rows and the labels, and registers both', () => {
    expect(scaffold.code, output(scaffold)).toBe(0);
    for (const file of WRITTEN) expect(existsSync(path.join(dir, file)), file).toBe(true);
    for (const file of CHANGED)
      expect(readFileSync(path.join(dir, file), 'utf8'), file).not.toBe(readFileSync(path.join(ROOT, file), 'utf8'));
    expect(scaffold.stdout).toContain('resources.stations');
    const schema = readFileSync(path.join(dir, 'schemas/masters/station.ts'), 'utf8');
    expect(schema).toContain("menu: { group: 'masters', section: 'geography' }");
    expect(schema).toContain("filters: ['city_id', 'service', 'active']");
    const english = JSON.parse(readFileSync(path.join(dir, 'i18n/en.json'), 'utf8')).resources.stations;
    expect(english).toMatchObject({
      name_one: 'Station',
      name_other: 'Stations',
      fields: { code: 'Code', names: 'Name', city_id: 'City', service: 'Service', active: 'Active' },
      choices: { service: { local: 'Local', rapid: 'Rapid' } },
    });
    // One plural form in Japanese and Vietnamese, the English texts until they are translated.
    const japanese = JSON.parse(readFileSync(path.join(dir, 'i18n/ja.json'), 'utf8')).resources.stations;
    expect(japanese.name_one).toBeUndefined();
    expect(japanese).toMatchObject({ name_other: 'Stations', fields: english.fields, choices: english.choices });
  });

  it('type-checks', { timeout: NET }, async () => {
    const typecheck = await run(dir, 'tsc', ['-p', 'tsconfig.json', '--noEmit']);
    expect(typecheck.code, output(typecheck)).toBe(0);
  });

  it('lints and is formatted', { timeout: NET }, async () => {
    const files = [...WRITTEN, 'schemas/index.ts', 'demo/data/index.ts'];
    const lint = await run(dir, 'eslint', ['--max-warnings=0', ...files]);
    expect(lint.code, output(lint)).toBe(0);
    // demo/data is left out of `prettier --check .`; the written files are formatted all the same.
    writeFileSync(path.join(dir, '.no-ignore'), '');
    const formatted = await run(dir, 'prettier', ['--check', '--ignore-path', '.no-ignore', ...files]);
    expect(formatted.code, output(formatted)).toBe(0);
  });

  it('passes the translation check, which notes the Japanese and Vietnamese labels as left in English', async () => {
    const check = await run(dir, 'tsx', ['scripts/i18n-check.ts']);
    expect(check.code, output(check)).toBe(0);
    for (const code of ['ja', 'vi']) {
      const section = check.stdout.split(`note ${code}: same text as English`)[1]?.split('\n\n')[0] ?? '';
      for (const key of ['name_other', 'fields.code', 'fields.city_id', 'choices.service.rapid'])
        expect(section, `${code}: resources.stations.${key}`).toContain(`resources.stations.${key}`);
    }
  });

  it('fails the translation check when a label of the new entity is missing in any language', async () => {
    for (const code of ['en', 'vi']) {
      const file = path.join(dir, `i18n/${code}.json`);
      const text = readFileSync(file, 'utf8');
      const messages = JSON.parse(text);
      delete messages.resources.stations.fields.city_id;
      writeFileSync(file, JSON.stringify(messages, null, 2));
      try {
        const check = await run(dir, 'tsx', ['scripts/i18n-check.ts']);
        expect(check.code, output(check)).toBe(1);
        expect(check.stdout).toMatch(
          new RegExp(`FAIL ${code}: missing keys[^\\n]*\\n(  .*\\n)*  resources\\.stations\\.fields\\.city_id`),
        );
      } finally {
        writeFileSync(file, text);
      }
    }
  });

  it('shows in the menu and is created and listed through the API', { timeout: NET }, async () => {
    writeFileSync(path.join(dir, 'tests/server/new-stations.test.ts'), STATION_API_TEST);
    const suites = await run(dir, 'vitest', [
      'run',
      '--maxWorkers=1',
      'tests/layout/menu.test.tsx',
      'tests/engine/i18n.test.ts',
      'tests/server/new-stations.test.ts',
    ]);
    expect(suites.code, output(suites)).toBe(0);
    expect(plainText(suites.stdout)).toMatch(/Test Files\s+3 passed/);
  });
});

describe('npm run new:entity refuses', () => {
  let dir: string;
  let before: Map<string, string>;

  beforeAll(() => {
    dir = copyRepository('new-entity-');
    before = tree(dir);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const flagsWith = (changes: Record<string, string>, fields = ['code:text:required', 'active:boolean']) => {
    const flags: string[] = [];
    const base: Record<string, string> = {
      name: 'stations',
      route: 'station',
      permission: 'MASTER',
      group: 'masters',
      section: 'geography',
      ...changes,
    };
    for (const [name, value] of Object.entries(base)) flags.push(`--${name}`, value);
    for (const field of fields) flags.push('--field', field);
    return flags;
  };

  it.each([
    ['an existing name', flagsWith({ name: 'cities' }), /"cities" is taken by the entity cities/],
    ['an existing route', flagsWith({ route: 'city' }), /the route "city" is taken by the entity cities/],
    ['an unknown kind', flagsWith({}, ['code:colour']), /unknown kind "colour"/],
    ['an unknown permission', flagsWith({ permission: 'STATIONS' }), /unknown permission "STATIONS"/],
    ['an unknown menu group', flagsWith({ group: 'transport' }), /unknown menu group "transport"/],
    [
      'an unknown reference target',
      flagsWith({}, ['city_id:reference=city']),
      /no entity named "city" \(did you mean cities\?\)/,
    ],
    ['a reserved field name', flagsWith({}, ['version:integer']), /"version" is a column every table has/],
  ])('%s, with exit code 1, writing nothing', { timeout: NET }, async (_, flags, message) => {
    const refused = await run(dir, 'tsx', ['scripts/new-entity.ts', ...flags]);
    expect(refused.code, output(refused)).toBe(1);
    expect(refused.stderr).toMatch(/^new-entity: nothing written\./);
    expect(refused.stderr).toMatch(message);
    expect(tree(dir)).toEqual(before);
  });

  it('to ask when its input ends before the answers', { timeout: NET }, async () => {
    const refused = await run(dir, 'tsx', ['scripts/new-entity.ts', '--name', 'stations']);
    expect(refused.code, output(refused)).toBe(1);
    expect(refused.stderr).toContain('no answer to "Route');
    expect(tree(dir)).toEqual(before);
  });
});

describe('the plan', () => {
  const repo = repository();
  const request = (changes: Partial<EntityRequest>): EntityRequest => ({
    name: 'stations',
    route: 'station',
    permission: 'MASTER',
    group: 'masters',
    section: 'geography',
    fields: [parseField('names:translations:required')],
    ...changes,
  });

  it('reads every kind of field the flag names', () => {
    expect(parseField('price:money=currency_id:required:min=1')).toMatchObject({
      kind: 'money',
      currency: 'currency_id',
      required: true,
      min: 1,
    });
    expect(parseField('status:select=draft|published')).toMatchObject({
      kind: 'select',
      choices: ['draft', 'published'],
    });
    expect(parseField('utility_ids:references=apartment_utilities:max=5')).toMatchObject({
      kind: 'references',
      entity: 'apartment_utilities',
      max: 5,
    });
    expect(parseField('body:rich-text').kind).toBe('richText');
    expect(() => parseField('city_id:reference')).toThrow(/needs the entity it names/);
    expect(() => parseField('active:boolean:unique')).toThrow(/cannot be unique/);
    expect(() => parseField('Code:text')).toThrow(/not a field name/);
  });

  it('refuses all that is wrong at once', async () => {
    const refusal = await planEntity(
      request({
        name: 'countries',
        section: undefined,
        fields: [parseField('page:integer'), parseField('price:money=currency_id'), parseField('page:text')],
      }),
      repo,
    ).catch((error: Error) => error.message);
    for (const problem of [
      '"countries" is taken by the entity countries',
      'the menu group masters has sections',
      'the field page is given twice',
      '"page" is a column every table has',
      'price: its currency "currency_id" must be another field',
    ])
      expect(refusal).toContain(problem);
    await expect(planEntity(request({ group: 'none' }), repo)).rejects.toThrow(/without a menu entry needs --folder/);
  });

  it('writes every kind, with demo rows, and leaves the registry as it was', async () => {
    const plan = await planEntity(
      request({
        name: 'fare_tables',
        route: 'fare-table',
        fields: [
          'title:text:required:max=20',
          'notes:longText',
          'contact:email:unique',
          'site:url',
          'distance:number:min=0',
          'stops:integer:max=99',
          'currency_id:reference=currencies:required',
          'fare:money=currency_id',
          'open:boolean',
          'valid_from:date',
          'updated:datetime',
          'kind:select=local|rapid',
          'station_ids:references=cities',
          'names:translations',
          'body:richText',
          'picture:image',
          'tags:textList',
        ].map(parseField),
      }),
      repo,
    );
    const schema = plan.files.get('schemas/masters/fare-table.ts')!;
    expect(schema).toContain("fare: money({ currency: 'currency_id' })");
    expect(schema).toContain("kind: select(['local', 'rapid'] as const)");
    expect(schema).toContain("recordTitle: 'title'");
    expect(plan.schema.list.filters).toEqual(['currency_id', 'open', 'kind', 'station_ids']);
    const demo = plan.files.get('demo/data/fare-tables.ts')!;
    expect(demo).toContain("picture: demoImage('article', 0)");
    expect(demo).toContain('currency_id: nth(0)');
    expect(plan.created).toEqual(['schemas/masters/fare-table.ts', 'demo/data/fare-tables.ts']);
    expect(schemas.some((s) => s.name === 'fare_tables')).toBe(false);
  });
});
