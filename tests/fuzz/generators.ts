// Request generators for the API fuzz suite: from the registered routes and the
// entity schemas (field kinds, required fields, lengths, choices, references),
// plausible values mixed with hostile ones. Everything here is pure: the test
// file sends what these produce.
import fc from 'fast-check';
import { PNG } from 'pngjs';
import { MAX_INT, maxLength, type Field, type TextField } from '../../src/engine/kinds';
import { LOCALE_CODES } from '../../src/engine/locales';
import { PRIVILEGES } from '../../src/engine/permissions';
import { SYSTEM_FIELDS, type EntitySchema } from '../../src/engine/schema';
import { FUNCTION_TYPES } from '../../schemas/app';

export const API = '/api/v1';

/** One request as sent: `path` is already encoded (it may be malformed on purpose). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /** How the request was made, for the report. */
  route: string;
  family: string;
  caller: string;
}

/** Raw JSON text a JSON value cannot hold (1e309 parses to Infinity): spliced in after JSON.stringify. */
const RAW = (text: string) => `@@RAW@@${text}@@`;
export const spliceRaw = (json: string) => json.replace(/"@@RAW@@(.*?)@@"/g, '$1');

// ---- hostile values ----------------------------------------------------------

export const NASTY_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  'end\ud83d',
  '\udfff\ud800',
  '\u202eمرحبا\u202c',
  'עברית RTL \u200f',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'e\u0301\u0302\u0303\u0304',
  'Z̴̡̪̫͖̥̔͊̈́͝a̷l̶g̸o̵',
  '\ufeff',
  '\u2028\u2029',
  '\u0085',
  '\u007f',
  '\u001b[31mred',
  '\u00a0',
  'ｆｕｌｌ',
  'İı',
  'ß',
  '\ufffd',
  '\uffff',
  "'; DROP TABLE countries; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  "1' UNION SELECT password_hash FROM admin_users --",
  '%',
  '_',
  '\\',
  '\\%',
  '$1',
  '$$',
  "E'\\x00'",
  '::jsonb',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<svg onload=alert(1)>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../etc/passwd',
  '..\\..\\windows',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '-0',
  '0x10',
  '1e309',
  ' ',
  '\t\n',
  '\r\n',
  '',
  '__proto__',
  'constructor',
  'https://example.com/a.png',
  '/api/v1/files/abc/a.png',
  '/api/v1/files/../../etc/passwd',
  'http://',
  'a@b',
  'a@b.c',
  '9999-12-31',
  '0000-01-01',
  '2024-02-30',
  '2024-01-01T25:61:61Z',
  '2024-01-01T00:00:00+99:99',
  '-infinity',
  'epoch',
  'allballs',
];

/** Sizes around every limit: fields (1,000 / 10,000 / 100,000 / 200,000 characters) and the body (1 MiB). */
export const HUGE_SIZES = [1001, 10_001, 100_001, 200_001, 1_100_000] as const;

const nastyString = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...HUGE_SIZES), fc.constantFrom('x', 'é', '語', '😀', '\u0000', "'"))
      .map(([n, c]) => c.repeat(Math.ceil(n / c.length))),
  },
);

const nastyNumber = fc.oneof(
  fc.constantFrom<unknown>(
    0,
    -1,
    1.5,
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    MAX_INT + 1,
    -MAX_INT - 2,
    5e-324,
  ),
  fc.constantFrom(RAW('1e309'), RAW('-1e309'), RAW('1e-400'), RAW('123456789012345678901234567890'), RAW('-0.0e-0')),
  fc.integer(),
  fc.double(),
);

/** Any JSON value likely to break something: wrong types, edge numbers, odd text, deep nesting. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [''], [{}], { language_code: 'en' }),
  },
  { weight: 1, arbitrary: fc.constantFrom(50, 2000).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))) },
  { weight: 1, arbitrary: fc.array(nastyString, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('language_code', 'name', 'id', '__proto__', 'x'), nastyString, {
      maxKeys: 3,
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ---- plausible values per field kind -------------------------------------------

export interface Known {
  /** Existing ids per entity name (and 'admin_users', 'permissions'). */
  ids: Record<string, number[]>;
  /** URLs of stored files. */
  files: string[];
}

const isoDay = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2050-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const isoTime = fc
  .date({ min: new Date('1950-01-01'), max: new Date('2050-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());

function plausible(field: Field, known: Known): fc.Arbitrary<unknown> {
  const ids = (entity: string) => fc.constantFrom(...(known.ids[entity]?.length ? known.ids[entity] : [1]));
  const fileUrl = fc.constantFrom(
    ...(known.files.length ? known.files : ['https://example.com/a.png']),
    'https://example.com/picture.png',
  );
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const f = field as TextField;
      return fc.string({ minLength: f.min ?? 0, maxLength: Math.min(maxLength(f), 60) });
    }
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    case 'number':
      return field.integer
        ? fc.integer({ min: Math.max(field.min ?? -1000, -MAX_INT), max: Math.min(field.max ?? 1000, MAX_INT) })
        : fc.double({ min: field.min ?? -1e6, max: field.max ?? 1e6, noNaN: true });
    case 'money':
      return fc.double({ min: field.min ?? 0, max: Math.min(field.max ?? 1e7, 1e7), noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return isoDay;
    case 'datetime':
      return isoTime;
    case 'select':
      return fc.constantFrom(...field.choices);
    case 'reference':
      return ids(field.reference);
    case 'referenceList':
      return fc.array(ids(field.reference), { maxLength: 3 });
    case 'translations':
      return fc
        .uniqueArray(
          fc.record({
            language_code: fc.constantFrom(...LOCALE_CODES),
            name: fc.string({ minLength: 1, maxLength: 40 }),
          }),
          { selector: (r) => r.language_code, minLength: 1, maxLength: 3 },
        )
        .map((rows) =>
          rows.some((r) => r.language_code === 'en') ? rows : [{ language_code: 'en', name: 'Fuzz' }, ...rows],
        );
    case 'json':
      return fc.jsonValue({ maxDepth: 3 });
    case 'textList':
      return fc.array(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 5 });
    case 'richText':
      return fc.oneof(
        fc.string({ maxLength: 60 }).map((t) => `<p>${t}</p>`),
        fc.constantFrom(
          '<p>ok</p><script>alert(1)</script>',
          '<p onclick="x()">a</p>',
          '<p></p>',
          '<img src=x onerror=alert(1)>',
        ),
      );
    case 'image':
    case 'file':
      return fileUrl;
    case 'images':
      return fc.array(fileUrl, { maxLength: 3 });
  }
}

/** A value of the field, more often plausible than hostile. */
const fieldValue = (field: Field, known: Known) =>
  fc.oneof({ weight: 3, arbitrary: plausible(field, known) }, { weight: 1, arbitrary: nastyValue });

/** A body for an entity's create or update: most fields plausible, a few hostile, missing, unknown, system or read-only. */
export function entityBody(schema: EntitySchema, known: Known): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.fields);
  const plausibleRecord = fc.record(
    Object.fromEntries(names.map((name) => [name, plausible(schema.fields[name], known)])),
    {
      requiredKeys: names.filter((n) => schema.fields[n].required),
    },
  );
  const mutation = fc.oneof(
    fc.record({ op: fc.constant('drop' as const), name: fc.constantFrom(...names) }),
    fc.constantFrom(...names).chain((name) =>
      fc.record({
        op: fc.constant('set' as const),
        name: fc.constant(name),
        value: fieldValue(schema.fields[name], known),
      }),
    ),
    fc.record({ op: fc.constant('set' as const), name: fc.constantFrom(...names), value: nastyValue }),
    fc.record({
      op: fc.constant('set' as const),
      name: fc.constantFrom(...SYSTEM_FIELDS, 'no_such_field', '', ' ', 'names.en', 'a'.repeat(300)),
      value: nastyValue,
    }),
  );
  return fc.tuple(plausibleRecord, fc.array(mutation, { maxLength: 4 })).map(([record, mutations]) => {
    const body: Record<string, unknown> = { ...record };
    for (const m of mutations) {
      if (m.op === 'drop') delete body[m.name];
      else
        Object.defineProperty(body, m.name, { value: m.value, enumerable: true, writable: true, configurable: true });
    }
    return body;
  });
}

// ---- bodies of the hand-written routes ---------------------------------------

/** Fields the hand-written routes read, with plausible values (keys are route shapes, params as ':'). */
export function declaredBody(route: string, known: Known): fc.Arbitrary<Record<string, unknown>> | undefined {
  const permission = fc.constantFrom(...(known.ids.permissions ?? [1]));
  const grants = fc.array(
    fc.record({
      function: fc.record({ type: fc.constantFrom(...FUNCTION_TYPES) }),
      privileges: fc.subarray([...PRIVILEGES]),
    }),
    { maxLength: 3 },
  );
  const shapes: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
    'POST /admin/oauth/token': fc.oneof(
      fc.record({
        grant_type: fc.constantFrom('password', 'refresh_token', ''),
        email: fc.constantFrom('admin@example.com', 'moderator@example.com', 'nobody@example.com'),
        password: fc.constantFrom('admin', 'wrong', ''),
      }),
      // The second step of a login with two-factor: no challenge of the fuzz run is ever real.
      fc.record(
        {
          grant_type: fc.constant('two_factor'),
          challenge: fc.constantFrom('x', 'a'.repeat(43), ''),
          code: fc.constantFrom('000000', '123456', 'abcde-fghjk', ''),
        },
        { requiredKeys: ['grant_type'] },
      ),
    ),
    'POST /admin/refresh_tokens': fc.record({ refresh_token: fc.constantFrom('x', 'a'.repeat(64)) }),
    'POST /admin/permissions': fc.record(
      { name: fc.string({ minLength: 1, maxLength: 30 }), functions: grants },
      { requiredKeys: ['name'] },
    ),
    'PUT /admin/permissions/:': fc.record({ name: fc.string({ minLength: 1, maxLength: 30 }) }),
    'POST /admin/permissions/:/detail': fc.record({ functions: grants }),
    'POST /user/register/manager': fc.record({
      name: fc.string({ minLength: 1, maxLength: 30 }),
      email: fc.emailAddress(),
      password: fc.string({ minLength: 8, maxLength: 20 }),
      permission_id: permission,
    }),
    'PUT /user/password': fc.record(
      {
        current_password: fc.constantFrom('admin', 'moderator', 'wrong', ''),
        password: fc.string({ minLength: 0, maxLength: 20 }),
      },
      { requiredKeys: [] },
    ),
    'PUT /admin/moderators/:/password': fc.record({ password: fc.string({ minLength: 0, maxLength: 20 }) }),
    'POST /user/two-factor/setup': fc.record({}),
    'POST /user/two-factor/enable': fc.record({ code: fc.constantFrom('000000', '123456', '', 'x'.repeat(70)) }),
    'POST /user/two-factor/disable': fc.record(
      { code: fc.constantFrom('000000', 'abcde-fghjk', ''), password: fc.constantFrom('admin', 'wrong', '') },
      { requiredKeys: [] },
    ),
    'POST /user/two-factor/recovery-codes': fc.record(
      { code: fc.constantFrom('000000', 'abcde-fghjk', '', 'x'.repeat(70)) },
      { requiredKeys: [] },
    ),
    'PUT /admin/permissions/:/two-factor': fc.record({ two_factor_required: fc.boolean() }),
    'PATCH /admin/moderators/:': fc.record(
      { name: fc.string({ minLength: 1, maxLength: 30 }), active: fc.boolean(), permission_id: permission },
      { requiredKeys: [] },
    ),
    'POST /admin/dev/notifications': fc.record(
      {
        notification_type: fc.string(),
        content: fc.string(),
        message: fc.string(),
        objectable_id: fc.integer(),
        objectable_type: fc.string(),
        sender_ids: fc.array(fc.integer()),
        receiver_email: fc.constantFrom('admin@example.com', 'nobody@example.com'),
      },
      { requiredKeys: [] },
    ),
  };
  return shapes[route];
}

/** A declared body with some of its fields swapped for hostile values or dropped. */
export function mutated(base: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      base,
      fc.array(
        fc.tuple(
          fc.constantFrom(
            'grant_type',
            'email',
            'password',
            'current_password',
            'refresh_token',
            'challenge',
            'code',
            'two_factor_required',
            'name',
            'functions',
            'permission_id',
            'active',
            'reason',
            'notification_type',
            'sender_ids',
            'objectable_id',
            'down_ms',
            'message',
            'content',
          ),
          nastyValue,
          fc.boolean(),
        ),
        { maxLength: 3 },
      ),
    )
    .map(([body, changes]) => {
      const copy: Record<string, unknown> = { ...body };
      for (const [name, value, drop] of changes) {
        if (drop) delete copy[name];
        else copy[name] = value;
      }
      return copy;
    });
}

// ---- whole bodies, ids, queries, headers ----------------------------------------

const BROKEN_JSON = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  '\ufeff{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  'NaN',
  '"text"',
  '123',
  'null',
  '[]',
  'true',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  '{"a":' + '9'.repeat(1000) + '}',
  '['.repeat(100_000) + ']'.repeat(100_000),
  '{"a":"\\x41"}',
  '{"a":"\u0000"}',
  '\u0000',
  '{} {}',
  ' ',
];

export const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/JSON',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
  '*/*',
  'application/json, text/html',
  'image/png',
  ';;;',
  'application/json; boundary=\u00ff',
];

/** A JSON body, a broken one, or one beyond the body limit. */
export function bodyText(json: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: json.map((value) => spliceRaw(JSON.stringify(value) ?? 'null')) },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN_JSON) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(900_000, 1_048_577, 2_000_000)
        .map((n) => JSON.stringify({ names: [{ language_code: 'en', name: 'x'.repeat(n) }] })),
    },
  );
}

export const BAD_IDS = [
  '0',
  '-1',
  '1e309',
  'abc',
  '99999999999',
  '2147483648',
  '2147483647',
  '1.5',
  '01',
  '%201',
  '%20',
  '0x1F',
  '%00',
  '..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '9'.repeat(400),
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('١٢'),
  encodeURIComponent('😀'),
  '%E0%A4%A',
  '%',
  '%zz',
  'null',
  'NaN',
  '-0',
  '1,2',
];

export const idSegment = (ids: number[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...(ids.length ? ids : [1])).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_IDS) },
  );

const QUERY_NAMES = [
  'page',
  'paging',
  'sort',
  'q',
  'ids',
  'language',
  'per',
  'group',
  'limit',
  'field',
  'tz',
  'from',
  'to',
  'unread',
  'created_at_gte',
  'updated_at_lte',
  '__proto__',
  'constructor',
  'a[b]',
  'page[]',
  '',
];
const QUERY_VALUES = [
  '1',
  '0',
  '-1',
  '99999999999',
  '2147483647',
  '1e3',
  '1.5',
  '',
  'id',
  '-id',
  'created_at',
  '-no_such',
  'day',
  'Asia/Tokyo',
  'Mars/Base',
  '2024-01-01',
  '2024-13-45',
  'en',
  'ja',
  'zz',
  'true',
  '1,2,3',
  ',,,',
  'a,b',
];

/** Query strings: known names of the route's entity and general ones, odd values, repeated names (arrays), malformed encoding. */
export function queryString(schema: EntitySchema | undefined, list: readonly EntitySchema[]): fc.Arbitrary<string> {
  const fields = schema ? Object.entries(schema.fields) : [];
  const fieldNames = fields.map(([name]) => name);
  // `<reference>.<field of the referenced entity>`, the filter through a reference.
  const through = fields.flatMap(([name, field]) => {
    const target = 'reference' in field ? list.find((s) => s.name === field.reference) : undefined;
    return target ? Object.keys(target.fields).map((other) => `${name}.${other}`) : [`${name}.id`];
  });
  const names = [
    ...QUERY_NAMES,
    ...fieldNames,
    ...fieldNames.map((n) => `${n}_gte`),
    ...fieldNames.map((n) => `${n}_lte`),
    ...through,
  ];
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_VALUES) },
    // Field names as values: sort=-<field>, group=<field>, field=<field>.
    {
      weight: fieldNames.length ? 2 : 0,
      arbitrary: fc.constantFrom('', ...fieldNames).chain((n) => fc.constantFrom(n, `-${n}`)),
    },
    { weight: 2, arbitrary: nastyString.filter((s) => s.length < 5000) },
  );
  const pair = fc.tuple(fc.constantFrom(...names), value, fc.boolean()).map(([name, v, raw]) => {
    // Raw now and then: a lone '%', '&' or '=' inside a value reaches the parser as sent (ASCII only, so it can be sent).
    const rawValue = /^[\x21-\x7e]*$/.test(v)
      ? v.replace(/#/g, '%23')
      : encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '\ufffd'));
    const encodedValue = (() => {
      try {
        return encodeURIComponent(v);
      } catch {
        return rawValue;
      }
    })();
    return `${encodeURIComponent(name)}=${raw ? rawValue : encodedValue}`;
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 4, arbitrary: fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '?page=99999999999&paging=99999999999',
        '?paging=1000&page=2147483647',
        '?page=1&page=2',
        '?paging[]=1',
        '?q=%',
        '?q=%zz',
        '?%=%',
        '?&&&',
        '?sort=-',
        '?ids=' + '1,'.repeat(5000),
      ),
    },
  );
}

export const LANGUAGES = ['en', 'ja', 'vi', 'zz', 'ja-JP,ja;q=0.9,en;q=0.8', '*', '', 'vi;q=abc', ','.repeat(200)];

/** Every method a route might be called with by mistake. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND', 'FOO'];

// ---- uploads ----------------------------------------------------------------------

const png = (() => {
  const image = new PNG({ width: 1, height: 1 });
  return PNG.sync.write(image);
})();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Multipart bodies for POST /files: odd file names, field names, contents and shapes. */
export const multipart: fc.Arbitrary<{ contentType: string; body: Buffer }> = fc
  .record({
    boundary: fc.constantFrom('XyZ', 'a'.repeat(70), '----fuzz'),
    field: fc.constantFrom('file', 'file', 'file', 'files', '', 'file"; name="x', '\u00e9'),
    filename: fc.oneof(
      fc.constantFrom(
        'a.png',
        '../../etc/passwd',
        '..\\..\\a.png',
        'a\u0000b.png',
        '写真.PNG',
        '\u202egnp.exe',
        '😀.png',
        '.png',
        '',
        'a'.repeat(500) + '.png',
        'a.svg',
        'a.pdf',
        'a.png.exe',
        '%2e%2e.png',
      ),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
    ),
    content: fc.constantFrom(
      png,
      PDF,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.alloc(0),
      Buffer.from('GIF89a'),
      png.subarray(0, 20),
    ),
    declared: fc.constantFrom('image/png', 'application/pdf', 'text/html', 'image/svg+xml', ''),
    cut: fc.boolean(),
    twice: fc.boolean(),
  })
  .map(({ boundary, field, filename, content, declared, cut, twice }) => {
    const part = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n${declared ? `Content-Type: ${declared}\r\n` : ''}\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]);
    const body = Buffer.concat([
      part,
      ...(twice ? [part] : []),
      Buffer.from(cut ? `--${boundary}` : `--${boundary}--\r\n`),
    ]);
    return { contentType: `multipart/form-data; boundary=${boundary}`, body };
  });
