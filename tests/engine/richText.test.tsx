// @vitest-environment jsdom
// The browser's second fence: what the detail page puts into the DOM, and the
// list's plain-text excerpt.
import { describe, expect, it } from 'vitest';
import { richText } from '../../src/engine/schema';
import { isAllowedImageUrl, isAllowedLinkUrl, linkRel } from '../../src/engine/richTextPolicy';
import { sanitizeRichTextHtml } from '../../src/engine/ui/RichTextHtml';
import { richTextExcerpt } from '../../src/engine/ui/RichTextKind';
import { validatorFor } from '../../src/engine/ui/validators';

describe('sanitizeRichTextHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Title</h2><p class="text-align-center">A <strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code></p>' +
      '<ul><li><p>g</p></li></ul><blockquote><p>h</p></blockquote><pre><code>i</code></pre><hr>' +
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer">j</a><img src="/api/v1/files/abc/x.png" alt="k" width="10" height="20"></p>';
    expect(sanitizeRichTextHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, frames, SVG and styles', () => {
    const clean = sanitizeRichTextHtml(
      '<p style="color:red" onclick="x()">Hi<script>window.__xss=1</script></p><img src=x onerror="window.__xss=1">' +
        '<iframe src="https://evil.example"></iframe><svg onload="window.__xss=1"><circle r="1"></circle></svg><style>*{}</style>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes addresses outside the allow-list', () => {
    const clean = sanitizeRichTextHtml(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="//evil.example">c</a>' +
        '<img src="data:image/png;base64,AAAA"><img src="https://example.com/ok.png"><a href="mailto:x@example.com">d</a>',
    );
    expect(clean).toBe(
      '<a>a</a><a>b</a><a>c</a><img src="https://example.com/ok.png"><a href="mailto:x@example.com">d</a>',
    );
  });

  it('gives new-window links noopener noreferrer and drops foreign attributes', () => {
    expect(sanitizeRichTextHtml('<a href="https://e.com" target="_blank" id="x" data-x="1">l</a>')).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">l</a>',
    );
    expect(
      sanitizeRichTextHtml('<p class="x text-align-right" title="t">p</p><h1 class="text-align-center">h</h1>'),
    ).toBe('<p class="text-align-right">p</p>h');
    expect(sanitizeRichTextHtml('<img src="https://e.com/a.png" width="100%" title="t">')).toBe(
      '<img src="https://e.com/a.png" title="t">',
    );
  });
});

describe('the policy', () => {
  it('allows http(s), mailto and our files, nothing else', () => {
    expect(isAllowedLinkUrl('https://example.com/x')).toBe(true);
    expect(isAllowedLinkUrl('mailto:a@b.c')).toBe(true);
    expect(isAllowedLinkUrl('/api/v1/files/abc/doc.pdf')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/admin', '//evil.example', 'ftp://x', 'mailto:'])
      expect(isAllowedLinkUrl(bad)).toBe(false);
    expect(isAllowedImageUrl('mailto:a@b.c')).toBe(false);
    expect(isAllowedImageUrl('data:image/png;base64,AAAA')).toBe(false);
  });

  it('adds noopener noreferrer for a new window only', () => {
    expect(linkRel('nofollow opener', '_blank')).toBe('nofollow noopener noreferrer');
    expect(linkRel(undefined, undefined)).toBeUndefined();
  });
});

describe('richTextExcerpt', () => {
  it('is plain text, no markup', () => {
    expect(richTextExcerpt('<h2>Hello</h2><p>big <strong>world</strong> &amp; more</p>')).toBe(
      'Hello big world & more',
    );
    expect(richTextExcerpt('<p></p>')).toBe('');
  });

  it('cuts a long text at a word', () => {
    const excerpt = richTextExcerpt(`<p>${'word '.repeat(40)}</p>`, 22);
    expect(excerpt).toBe('word word word word…');
  });
});

describe('the required rule', () => {
  it('refuses an emptied editor', () => {
    const validate = validatorFor(richText({ required: true }));
    expect(validate('<p></p>', {}, {} as never)).toMatchObject({ message: 'ra.validation.required' });
    expect(validate('<p> <br></p>', {}, {} as never)).toMatchObject({ message: 'ra.validation.required' });
    expect(validate('<p>x</p>', {}, {} as never)).toBeUndefined();
  });
});
