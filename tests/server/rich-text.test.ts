// Formatted text is stored cleaned: whatever a client sends, the database keeps
// only the allow-list of src/engine/richTextPolicy.ts.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '../../server/richText';
import { defineEntity, richText, text } from '../../src/engine/schema';
import { backend, call, useServer } from './helpers';

const notice = defineEntity({
  name: 'notices',
  route: 'notice',
  permission: 'MASTER',
  menu: { group: 'masters' },
  fields: {
    title: text({ required: true, max: 100 }),
    body: richText({ required: true, max: 5000 }),
    footnote: richText(),
  },
  recordTitle: 'title',
  list: { columns: ['id', 'title'], sort: 'title', filters: [] },
});

const FORMATTED =
  '<h2>Opening hours</h2><p class="text-align-center">We are <strong>open</strong>, <em>mostly</em>, <u>every</u> <s>other</s> day: <code>9–17</code>.</p>' +
  '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quoted</p></blockquote><pre><code>block</code></pre><hr />' +
  '<p><a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">a link</a> <a href="mailto:team@example.com">mail</a>' +
  '<br /><img src="https://example.com/p.png" alt="a picture" width="320" height="200" /> <img src="/api/v1/files/abc123/photo.jpg" alt="ours" /></p>';

describe(`rich text is sanitised when stored (${backend})`, () => {
  const ctx = useServer({ schemas: [notice] });
  const create = (body: Record<string, unknown>) =>
    call(ctx.server, 'POST', '/api/v1/notices', { token: ctx.token, body });
  const bodyOf = async (payload: string) => {
    const created = await create({ title: 'Notice', body: payload });
    expect(created.status).toBe(201);
    // What a reader gets back later, not only the write's answer.
    const read = await call(ctx.server, 'GET', `/api/v1/notices/${created.body.data.id}`, { token: ctx.token });
    return read.body.data.body as string;
  };

  it('keeps the allowed formatting as it is', async () => {
    expect(await bodyOf(FORMATTED)).toBe(FORMATTED);
  });

  it('drops scripts, event handlers, frames, SVG and style attributes, keeping the text around them', async () => {
    const stored = await bodyOf(
      '<p style="color:red" onclick="steal()">Hello <script>window.__xss=1</script><b onmouseover="x()">world</b></p>' +
        '<img src=x onerror="window.__xss=1"><iframe src="https://evil.example/"></iframe><svg onload="window.__xss=1"><circle r="1"/></svg>' +
        '<style>p{display:none}</style><object data="x.swf"></object><span style="font-size:40px">plain</span>',
    );
    expect(stored).toBe('<p>Hello <b>world</b></p>plain');
    expect(stored).not.toMatch(/script|onerror|onclick|onmouseover|onload|iframe|svg|style|object/i);
  });

  it('drops javascript:, data: and other addresses outside the allow-list', async () => {
    const stored = await bodyOf(
      '<p><a href="javascript:alert(1)">one</a> <a href=" JaVaScRiPt:alert(1)">two</a> <a href="java&#x09;script:alert(1)">three</a>' +
        ' <a href="data:text/html;base64,PHNjcmlwdD4=">four</a> <a href="//evil.example/">five</a> <a href="/admin/secret">six</a>' +
        ' <img src="data:image/png;base64,iVBORw0KGgo=" alt="d"><img src="javascript:alert(1)"><img src="/etc/passwd"> <a href="vbscript:x" target="_top">seven</a></p>',
    );
    expect(stored).toBe('<p>one two three four five six  seven</p>');
  });

  it('gives a link opening a new window rel="noopener noreferrer" and drops unknown targets and classes', async () => {
    const stored = await bodyOf(
      '<p class="evil text-align-right"><a href="https://example.com" target="_blank" rel="opener">x</a> <a href="https://example.com" target="frame">y</a></p><h1>Big</h1><h6>small</h6>',
    );
    expect(stored).toBe(
      '<p class="text-align-right"><a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a> <a href="https://example.com">y</a></p><h2>Big</h2><h4>small</h4>',
    );
  });

  it('cleans on update too', async () => {
    const created = await create({ title: 'Update', body: '<p>first</p>' });
    const updated = await call(ctx.server, 'PUT', `/api/v1/notices/${created.body.data.id}`, {
      token: ctx.token,
      body: { body: '<p>second<img src=x onerror=alert(1)></p>', footnote: '<p onclick="x()">note</p>' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ body: '<p>second</p>', footnote: '<p>note</p>' });
  });

  it('treats an emptied editor, or a text cleaned down to nothing, as no value', async () => {
    const emptied = await create({ title: 'Empty', body: '<p></p>' });
    expect(emptied.status).toBe(422);
    expect(emptied.body.errors).toEqual({ body: 'Required' });
    const onlyScript = await create({ title: 'Script', body: '<script>window.__xss=1</script><p> </p>' });
    expect(onlyScript.status).toBe(422);
    expect(onlyScript.body.errors).toEqual({ body: 'Required' });

    const optional = await create({ title: 'Optional', body: '<p>text</p>', footnote: '<p><br></p><iframe></iframe>' });
    expect(optional.status).toBe(201);
    expect(optional.body.data.footnote).toBeNull();

    const kept = await call(ctx.server, 'PUT', `/api/v1/notices/${optional.body.data.id}`, {
      token: ctx.token,
      body: { body: '<p></p>' },
    });
    expect(kept.status).toBe(422);
    const read = await call(ctx.server, 'GET', `/api/v1/notices/${optional.body.data.id}`, { token: ctx.token });
    expect(read.body.data.body).toBe('<p>text</p>');
  });

  it('a picture alone is a value', async () => {
    expect(await bodyOf('<p><img src="/api/v1/files/abc/x.png"></p>')).toBe(
      '<p><img src="/api/v1/files/abc/x.png" /></p>',
    );
  });
});

describe('sanitizeRichText', () => {
  it('removes content hidden in raw-text and foreign elements', () => {
    expect(sanitizeRichText('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok')).toBe('ok');
    expect(
      sanitizeRichText(
        '<math><mi xlink:href="javascript:alert(1)">x</mi></math><template><img src=x onerror=1></template>ok',
      ),
    ).toBe('ok');
    expect(sanitizeRichText('<textarea><img src=x onerror=1></textarea><xmp><img src=x onerror=1></xmp>ok')).toBe('ok');
  });

  it('keeps only pixel sizes on pictures', () => {
    expect(sanitizeRichText('<img src="https://e.com/a.png" width="100%" height="expression(alert(1))">')).toBe(
      '<img src="https://e.com/a.png" />',
    );
  });
});
