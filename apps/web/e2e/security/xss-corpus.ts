/**
 * Hostile content for the XSS browser test (xss.e2e.ts) and the sanitiser's unit test: real
 * payloads (scripts, event handlers, `javascript:`/`data:`/`vbscript:` URLs, SVG, MathML, CSS,
 * encoded variants, mutation-XSS shapes, page-level tags) and hostile links (off-site, open
 * redirect shapes). Every payload that would run calls `__xss(n)` (or `alert(n)`), so the test
 * sees execution as a marker hit or a dialog; every hostile link names `evil.example`.
 */

/** The host every off-site payload points at. */
export const EVIL_HOST = 'evil.example';

export interface Payload {
  readonly id: number;
  /** what it tries */
  readonly name: string;
  /** the markup (or text) as the server would send it */
  readonly text: string;
}

const p = (id: number, name: string, text: string): Payload => ({ id, name, text });

/** HTML payloads: each would run `__xss(id)`, leave the site, or put page-level markup in, were it rendered as given. */
export const HTML_PAYLOADS: readonly Payload[] = [
  p(1, 'script tag', '<script>__xss(1)</script>'),
  p(2, 'img onerror', '<img src=x onerror=__xss(2)>'),
  p(3, 'svg onload', '<svg onload=__xss(3)></svg>'),
  p(4, 'script inside svg', '<svg><script>__xss(4)</script></svg>'),
  p(5, 'iframe srcdoc', '<iframe srcdoc="<script>parent.__xss(5)</script>"></iframe>'),
  p(6, 'javascript: link', '<a href="javascript:__xss(6)">l6</a>'),
  p(7, 'mixed-case scheme', '<a href="JaVaScRiPt:__xss(7)">l7</a>'),
  p(8, 'entity-encoded scheme', '<a href="&#106;avascript:__xss(8)">l8</a>'),
  p(9, 'tab inside the scheme', '<a href="java&#x09;script:__xss(9)">l9</a><a href="java\tscript:__xss(9)">l9b</a>'),
  p(10, 'percent-encoded scheme', '<a href="%6A%61vascript:__xss(10)">l10</a>'),
  p(11, 'fully hex-entity scheme', '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;__xss(11)">l11</a>'),
  p(12, 'named-entity colon and newline', '<a href="javascript&colon;__xss(12)">l12</a><a href="java&NewLine;script:__xss(12)">l12b</a>'),
  p(13, 'leading space and control', '<a href=" javascript:__xss(13)">l13</a><a href="&#1;javascript:__xss(13)">l13b</a>'),
  p(14, 'data: html link', '<a href="data:text/html,<script>__xss(14)</script>">l14</a>'),
  p(15, 'data: base64 link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxNSk8L3NjcmlwdD4=">l15</a>'),
  p(16, 'vbscript: link', '<a href="vbscript:msgbox(16)">l16</a>'),
  p(17, 'protocol-relative link', `<a href="//${EVIL_HOST}/17">l17</a>`),
  p(18, 'off-site link', `<a href="https://${EVIL_HOST}/18" target="_blank">l18</a>`),
  p(19, 'backslashes', `<a href="\\\\${EVIL_HOST}/19">l19</a><a href="/\\${EVIL_HOST}/19">l19b</a>`),
  p(20, 'scheme without slashes', `<a href="https:${EVIL_HOST}/20">l20</a>`),
  p(21, 'own host as a prefix or credentials', `<a href="http://localhost.${EVIL_HOST}/21">l21</a><a href="http://localhost@${EVIL_HOST}/21">l21b</a>`),
  p(
    22,
    'encoded slashes after one slash',
    `<a href="/%2F%2F${EVIL_HOST}/22">l22</a><a href="/%5C${EVIL_HOST}/22">l22b</a><a href="/.//${EVIL_HOST}/22">l22c</a>`,
  ),
  p(23, 'style element', '<style>body{background:url("javascript:__xss(23)")}*{display:none}</style>'),
  p(24, 'style attribute url()', '<b style="background:url(javascript:__xss(24))">s24</b>'),
  p(25, 'css expression()', '<b style="width:expression(__xss(25))">s25</b>'),
  p(26, 'mathml mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=__xss(26)></style></mglyph></table></mtext></math>'),
  p(27, 'template', '<template><img src=x onerror=__xss(27)></template>'),
  p(28, 'noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=__xss(28)>"></p></noscript>'),
  p(29, 'svg namespace confusion', '<svg></p><style><a id="</style><img src=1 onerror=__xss(29)>"></a></style></svg>'),
  p(30, 'meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:__xss(30)">'),
  p(31, 'base href', `<base href="https://${EVIL_HOST}/">`),
  p(32, 'form action', `<form action="https://${EVIL_HOST}/32"><button>f32</button></form>`),
  p(33, 'object and embed', '<object data="javascript:__xss(33)"></object><embed src="javascript:__xss(33)">'),
  p(34, 'off-site image', `<img src="https://${EVIL_HOST}/34.png" alt="">`),
  p(35, 'svg xlink:href', '<svg><a xlink:href="javascript:__xss(35)"><text y="9">l35</text></a></svg>'),
  p(36, 'details ontoggle', '<details open ontoggle=__xss(36)><summary>d36</summary></details>'),
  p(37, 'autofocus onfocus', '<input autofocus onfocus=__xss(37)>'),
  p(38, 'attribute breakout', '"><script>__xss(38)</script><b a="x">b38</b>'),
  p(39, 'closing the container', '</p></div></section><script>__xss(39)</script>'),
  p(40, 'media onerror', '<video><source onerror=__xss(40)></video><audio src=x onerror=__xss(40)></audio>'),
  p(41, 'body onload', '<body onload=__xss(41)>'),
  p(42, 'stylesheet link', `<link rel="stylesheet" href="https://${EVIL_HOST}/42.css">`),
  p(43, 'span handler on an allowed tag', '<span onmouseover=__xss(43) onclick=__xss(43)>s43</span>'),
  p(44, 'markdown link and image', `[m44](javascript:__xss(44)) ![i44](https://${EVIL_HOST}/44.png)`),
  p(45, 'bidi override and NUL', 'file\u202Egnp.exe\u202C a\u0000b \u2066iso\u2069'),
  p(46, 'comment and CDATA', '<!--><img src=x onerror=__xss(46)>--><![CDATA[><img src=x onerror=__xss(46)>]]>'),
  p(47, 'alert dialog', '<img src=x onerror=alert(47)>'),
  p(48, 'textarea breakout', '<textarea></textarea><img src=x onerror=__xss(48)></textarea>'),
];

/** The text before payload `id` in a joined corpus: a page shows every marker when no payload swallowed the ones after it. */
export const marker = (id: number): string => `[x${id}]`;

/** The HTML payloads as one text (an announcement, a toast), each after its marker. */
export function corpusHtml(payloads: readonly Payload[] = HTML_PAYLOADS): string {
  return payloads.map((x) => `${marker(x.id)} ${x.text}`).join(' ');
}

/** The payloads in groups whose joined text stays within `max` characters (a schema's limit). */
export function corpusChunks(max: number, payloads: readonly Payload[] = HTML_PAYLOADS): Payload[][] {
  const chunks: Payload[][] = [[]];
  for (const payload of payloads) {
    const last = chunks[chunks.length - 1] ?? [];
    if (last.length > 0 && corpusHtml([...last, payload]).length > max) chunks.push([payload]);
    else last.push(payload);
  }
  return chunks;
}

/**
 * Hostile link targets (a notice's `web_url`, a toast's `ok_button_router`, a text link, an
 * announcement's link, a `return_to`): none may become a link or a redirect that runs script or
 * leaves the site.
 */
export const HOSTILE_LINKS: readonly string[] = [
  'javascript:__xss(101)',
  'JaVaScRiPt:__xss(102)',
  ' javascript:__xss(103)',
  'java\tscript:__xss(104)',
  '\u0000javascript:__xss(105)',
  '&#106;avascript:__xss(106)',
  '%6A%61vascript:__xss(107)',
  'data:text/html,<script>__xss(108)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxMDkpPC9zY3JpcHQ+',
  'vbscript:msgbox(110)',
  `//${EVIL_HOST}/111`,
  `https://${EVIL_HOST}/112`,
  `\\\\${EVIL_HOST}/113`,
  `/\\${EVIL_HOST}/114`,
  `https:${EVIL_HOST}/115`,
  `http://localhost.${EVIL_HOST}/116`,
  `http://localhost@${EVIL_HOST}/117`,
  `/%2F%2F${EVIL_HOST}/118`,
  `/%5C${EVIL_HOST}/119`,
  `/.//${EVIL_HOST}/120`,
  `///${EVIL_HOST}/121`,
  `/\t/${EVIL_HOST}/122`,
  `/%09/${EVIL_HOST}/123`,
  `http://user:pass@localhost/124`,
  `ftp://${EVIL_HOST}/125`,
  `blob:https://${EVIL_HOST}/126`,
  `https://${EVIL_HOST}\\@localhost/127`,
];

/** Plain-text payloads (chat messages, nicknames, notice titles): the HTML payloads plus a few text-only tricks; all must render as text. */
export const TEXT_PAYLOADS: readonly Payload[] = [
  ...HTML_PAYLOADS,
  p(60, 'template literal', '${__xss(60)}{{constructor.constructor("__xss(60)")()}}'),
  p(61, 'json breakout', '"};__xss(61);//</script><script>__xss(61)</script>'),
];
