/**
 * Classic XSS payloads, mutation-XSS included, that rich text must come out of harmless. Each is
 * saved as a web and newsletter version and read back in news.test.ts and rich-text.test.ts.
 */
export const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href="data:text/html,<script>alert(1)</script>">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<p style="background:url(javascript:alert(1))">estilo</p>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<form action="https://evil.example"><button>enviar</button></form>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<p onclick="alert(1)" onmouseover="alert(1)">texto</p>',
  '<input autofocus onfocus=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<a href="//evil.example">relativa al protocolo</a>',
] as const;

/** What must never survive sanitising, whatever the payload. */
export const DANGEROUS = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<base/i,
  /\son\w+\s*=/i,
  /style\s*=/i,
  /(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i,
  /href="\/\//i,
] as const;
