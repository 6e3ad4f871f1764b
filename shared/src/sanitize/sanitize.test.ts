import { StatusSchema } from '../api_types/status';
import { parseOne } from '../api_types/parse';
import { normalizeStatus } from '../models/status';
import { copy, fixtures } from '../test-helpers/fixtures';
import { statusHtml } from './display';
import { emojifyHtml } from './emoji';
import { SANITIZE_CACHE_SIZE, sanitizeHtml, type SanitizeProfile } from './profiles';

const PROFILES: SanitizeProfile[] = ['status', 'bio', 'static', 'preview'];
const BLOB = [
  { shortcode: 'blob', url: 'https://s.example/emoji/blob.png', static_url: 'https://s.example/emoji/blob-static.png' },
];

/** Hostile HTML: each entry must come out of every profile with nothing that can run or clobber. */
const HOSTILE: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR="alert(1)">',
  '<body onload=alert(1)>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<style>body{background:url(javascript:alert(1))}</style><p>styled</p>',
  '<p style="background:url(javascript:alert(1))">inline style</p>',
  '<iframe src="https://evil.test"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.test/x.swf"></object>',
  '<embed src="https://evil.test/x.swf">',
  '<form action="https://evil.test"><input name="q"><button formaction="javascript:alert(1)">go</button></form>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed case</a>',
  '<a href="  javascript:alert(1)">leading spaces</a>',
  '<a href="jav&#x09;ascript:alert(1)">tab entity</a>',
  '<a href="jav\tascript:alert(1)">raw tab</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entities</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">hex and named entities</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">data upper</a>',
  '<a href="vbscript:msgbox(1)">vbscript</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="javascript:alert(1)">',
  '<img src="https://s.example/a.png" srcset="javascript:alert(1) 1x, data:image/png;base64,AA 2x">',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">handlers</a>',
  '<div onpointerenter="alert(1)" onfocus="alert(2)" tabindex="0" autofocus>focus</div>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '<video><source onerror="alert(1)"></video><audio src=x onerror=alert(1)></audio>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//"><a href="/x">base</a>',
  '<link rel="stylesheet" href="https://evil.test/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p><noscript><style></noscript><img src=x onerror=alert(1)></style></noscript></p>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<img id="location" name="cookie"><form name="getElementById"></form>',
  '<a id="defaultView" name="body" href="https://ok.example">clobber</a>',
  '<img name="attributes"><p id="__proto__">x</p>',
  '<textarea><script>alert(1)</script></textarea><select><option>x</option></select>',
  '<template><script>alert(1)</script></template>',
  '<p title=":blob:" data-x=":blob:">attr shortcode</p>',
  '<a href="https://s.example/:blob:" title=":blob:">:blob: link</a>',
  '<a href=":blob:">shortcode href</a>',
  '<img alt=":blob:" src="x" onerror="alert(1)">',
  '<a href="https://ok.example/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">escaped</a>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<frameset onload=alert(1)>',
  '<applet code="x"></applet>',
];

/** Parse a sanitized string the way the app inserts it, and list anything executable in it. */
function executableParts(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(host.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (
      [
        'script',
        'style',
        'iframe',
        'frame',
        'frameset',
        'object',
        'embed',
        'applet',
        'svg',
        'math',
        'form',
        'input',
        'button',
        'textarea',
        'select',
        'base',
        'meta',
        'link',
        'template',
        'noscript',
      ].includes(tag)
    )
      found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase(); // eslint-disable-line no-control-regex
      if (name.startsWith('on')) found.push(`${tag}[${name}]`);
      if (['id', 'name', 'srcset', 'formaction', 'action', 'xlink:href', 'srcdoc'].includes(name))
        found.push(`${tag}[${name}]`);
      if (
        ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'].includes(name) &&
        /^(javascript|vbscript|data):/.test(value)
      )
        found.push(`${tag}[${name}=${value}]`);
    }
  }
  return found;
}

describe('every profile against hostile HTML', () => {
  test('the corpus is large enough to mean something', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(40);
  });
  test.each(PROFILES)('%s keeps nothing executable', (profile) => {
    for (const dirty of HOSTILE) {
      const clean = sanitizeHtml(dirty, profile);
      expect({ dirty, found: executableParts(clean) }).toEqual({ dirty, found: [] });
      // Sanitizing is stable: the output parsed again and sanitized again does not change (no mXSS).
      expect(sanitizeHtml(clean, profile)).toBe(clean);
    }
  });
  test.each(PROFILES)('%s keeps nothing executable after custom emoji are inserted', (profile) => {
    for (const dirty of HOSTILE) {
      const clean = sanitizeHtml(emojifyHtml(dirty, BLOB), profile);
      expect({ dirty, found: executableParts(clean) }).toEqual({ dirty, found: [] });
    }
  });
});

describe('status profile (what timelines kept before it moved here)', () => {
  it('gives the same clean answer from its memo, also past the memo size', () => {
    const hostile = '<p>memo<img src="x" onerror="alert(1)"></p>';
    const first = sanitizeHtml(hostile, 'status');
    expect(sanitizeHtml(hostile, 'status')).toBe(first);
    for (let index = 0; index < SANITIZE_CACHE_SIZE + 10; index += 1) sanitizeHtml(`<b>${index}</b>`, 'status');
    expect(sanitizeHtml(hostile, 'status')).toBe(first);
    expect(first).not.toMatch(/onerror/);
  });
  it('removes scripts, handlers, javascript: links, styles, frames and svg', () => {
    const dirty =
      '<p onclick="x()">hi<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">a</a>' +
      '<iframe src="https://evil.test"></iframe><svg onload="alert(4)"></svg><span style="position:fixed">s</span><form><input></form></p>';
    const clean = sanitizeHtml(dirty, 'status');
    expect(clean).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|svg|style=|<form|<input/i);
    expect(clean).toContain('hi');
  });
  it('makes links open safely in a new window', () => {
    const clean = sanitizeHtml('<a href="https://example.org">x</a>', 'status');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
  });
  it('keeps mention and hashtag classes and custom emoji images', () => {
    const clean = sanitizeHtml(
      '<a class="mention" href="https://s/users/bob">@bob</a> <a class="hashtag" data-tag="art" href="https://s/tag/art">#art</a> <img class="emoji" src="https://s/e.png" alt=":e:">',
      'status',
    );
    expect(clean).toContain('class="mention"');
    expect(clean).toContain('data-tag="art"');
    expect(clean).toContain('<img');
  });
  it('keeps formatting, data-user, mailto and same-site links; images load lazily', () => {
    const clean = sanitizeHtml(
      '<p><strong>b</strong> <em>i</em> <del>d</del><br><a class="u-url mention" data-user="9" href="https://s/users/x">@x</a> <a href="mailto:a@b.example">m</a> <a href="/tag/t">t</a> <a href="#f">f</a></p><blockquote><code>c</code></blockquote><ul><li>l</li></ul><img class="emoji" src="/emoji/e.png" alt=":e:">',
      'status',
    );
    for (const kept of [
      '<strong>b</strong>',
      '<em>i</em>',
      '<del>d</del>',
      '<br>',
      'data-user="9"',
      'href="mailto:a@b.example"',
      'href="/tag/t"',
      'href="#f"',
      '<blockquote><code>c</code></blockquote>',
      '<li>l</li>',
      'loading="lazy"',
      'src="/emoji/e.png"',
    ]) {
      expect(clean).toContain(kept);
    }
  });
  it('drops the href of a link to an unknown scheme but keeps its text', () => {
    expect(sanitizeHtml('<a href="ftp://x.example/f">file</a>', 'status')).toBe(
      '<a rel="noopener noreferrer" target="_blank">file</a>',
    );
  });
  it('replaces a rel or target the server sent', () => {
    const clean = sanitizeHtml('<a href="https://x.example" rel="opener" target="_self">x</a>', 'status');
    expect(clean).toBe('<a href="https://x.example" rel="noopener noreferrer" target="_blank">x</a>');
  });
});

describe('the other profiles', () => {
  it('bio: names, bios and fields keep emoji and links, and links are nofollow', () => {
    const clean = sanitizeHtml(
      '<p>I run <a href="https://me.example" rel="me">my site</a> <img class="emoji" src="https://s/e.png" alt=":e:"></p>',
      'bio',
    );
    expect(clean).toContain('rel="noopener noreferrer nofollow"');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('<img class="emoji" src="https://s/e.png"');
    expect(sanitizeHtml('<span style="position:fixed">x</span>', 'bio')).toBe('<span>x</span>');
  });
  it('static: instance pages keep headings, lists, classes and inline styles, with eager images', () => {
    const panel =
      '<div class="panel"><h4 class="title">Dev</h4><p style="color: red">Hi <code>password</code></p><ul><li>one</li></ul><img src="/static/logo.png" alt="logo"><table><tbody><tr><td>t</td></tr></tbody></table></div>';
    const clean = sanitizeHtml(panel, 'static');
    expect(clean).toBe(panel);
    expect(sanitizeHtml('<a href="https://rules.example">rules</a>', 'static')).toBe(
      '<a href="https://rules.example" rel="noopener noreferrer" target="_blank">rules</a>',
    );
  });
  it('static: no style sheets even though inline styles stay', () => {
    expect(sanitizeHtml('<style>*{display:none}</style><p>x</p>', 'static')).toBe('<p>x</p>');
  });
  it('preview: keeps what status content keeps', () => {
    const post =
      '<p>Hello <a class="hashtag" data-tag="cats" href="https://s/tag/cats">#cats</a> <img class="emoji" src="https://s/e.png" alt=":e:"></p>';
    expect(sanitizeHtml(post, 'preview')).toBe(sanitizeHtml(post, 'status'));
    expect(sanitizeHtml(post, 'preview')).toContain('loading="lazy"');
  });
  it("each profile's hooks stay its own", () => {
    const link = '<a href="https://x.example">x</a>';
    // Sanitizing with one profile first must not change what another adds.
    expect(sanitizeHtml(link, 'bio')).toContain('nofollow');
    expect(sanitizeHtml(`${link} `, 'status')).not.toContain('nofollow');
    expect(sanitizeHtml('<img src="https://x.example/a.png">', 'static')).not.toContain('loading');
    expect(sanitizeHtml('<img src="https://x.example/a.png"> ', 'status')).toContain('loading="lazy"');
  });
});

describe('emojifyHtml', () => {
  test('emojify escapes attribute values and skips unknown codes', () => {
    const html = emojifyHtml('hi :a: :b:', [{ shortcode: 'a', url: 'https://e/"a".png', static_url: 'x' }]);
    expect(html).toBe(
      'hi <img class="emoji" src="https://e/&quot;a&quot;.png" alt=":a:" title=":a:" draggable="false"> :b:',
    );
  });
  test('leaves HTML without a known shortcode untouched, byte for byte', () => {
    const html = '<p>a&#39;b<br/>:nope: <a href="https://x/:blob:">x</a></p>';
    expect(emojifyHtml(html, BLOB)).toBe(html);
    expect(emojifyHtml(html, [])).toBe(html);
  });
  test('only text changes: shortcodes in attributes and hrefs stay as written', () => {
    const html = emojifyHtml(
      '<p title=":blob:"><a href="https://s.example/:blob:" title=":blob:">:blob:</a> and :blob:</p>',
      BLOB,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelector('p')?.getAttribute('title')).toBe(':blob:');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://s.example/:blob:');
    expect(host.querySelector('a')?.getAttribute('title')).toBe(':blob:');
    expect(host.querySelectorAll('img.emoji')).toHaveLength(2);
    expect(host.querySelector('a img.emoji')?.getAttribute('src')).toBe('https://s.example/emoji/blob.png');
    expect(host.textContent).toBe(' and ');
  });
  test('an attribute that closes its tag early cannot smuggle markup in', () => {
    const html = emojifyHtml('<img alt=":blob:" title="x:blob:" src="https://s.example/a.png">', BLOB);
    expect(html).toBe('<img alt=":blob:" title="x:blob:" src="https://s.example/a.png">');
  });
  test('code and preformatted text keep their shortcodes', () => {
    const html = emojifyHtml('<p><code>:blob:</code></p><pre>a :blob: b</pre><p>:blob:</p>', BLOB);
    expect(html).toBe(
      '<p><code>:blob:</code></p><pre>a :blob: b</pre><p><img class="emoji" src="https://s.example/emoji/blob.png" alt=":blob:" title=":blob:" draggable="false"></p>',
    );
  });
  test('escapes the shortcode and the address, and refuses non-web addresses', () => {
    const odd = [
      { shortcode: 'q', url: 'https://e.example/a.png?x="><script>alert(1)</script>', static_url: '' },
      { shortcode: 'js', url: 'javascript:alert(1)', static_url: '' },
      { shortcode: 'data', url: 'data:image/svg+xml,<svg onload=alert(1)>', static_url: '' },
    ];
    const html = emojifyHtml('<p>:q: :js: :data:</p>', odd);
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(host.querySelectorAll('img')).toHaveLength(1);
    expect(host.querySelectorAll('script')).toHaveLength(0);
    expect(host.querySelector('img')?.getAttribute('src')).toBe(odd[0]?.url);
    expect(host.textContent).toBe(' :js: :data:');
  });
  test('text entities stay text', () => {
    const html = emojifyHtml('&lt;script&gt; :blob: &amp;', BLOB);
    expect(html).toBe(
      '&lt;script&gt; <img class="emoji" src="https://s.example/emoji/blob.png" alt=":blob:" title=":blob:" draggable="false"> &amp;',
    );
  });
  test('adjacent shortcodes each become an image, like the old rule', () => {
    expect(emojifyHtml(':blob::blob:', BLOB).match(/<img/g)).toHaveLength(2);
    expect(emojifyHtml(':blob:blob:', BLOB).match(/<img/g)).toHaveLength(1);
  });
});

describe('entity HTML helpers put emoji through the DOM', () => {
  test('a status: emoji in text become images, a shortcode in an attribute or code stays text', () => {
    const wire = copy(fixtures.akkoma.status) as Record<string, unknown>;
    wire.content =
      '<p title=":blobcat:"><a href="https://x.example/:blobcat:">:blobcat:</a> <code>:blobcat:</code></p>';
    const html = statusHtml(normalizeStatus(parseOne(StatusSchema, wire)));
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(html, 'status');
    expect(host.querySelector('p')?.getAttribute('title')).toBe(':blobcat:');
    expect(host.querySelector('a')?.getAttribute('href')).toBe('https://x.example/:blobcat:');
    expect(host.querySelectorAll('a > img.emoji')).toHaveLength(1);
    expect(host.querySelector('code')?.textContent).toBe(':blobcat:');
  });
});
