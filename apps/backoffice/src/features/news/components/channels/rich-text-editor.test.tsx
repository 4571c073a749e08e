import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
// The contract with the API: what the editor writes is exactly what its sanitiser keeps.
// biome-ignore lint/style/noRestrictedImports: the API's own sanitiser, read by this contract test only.
import { sanitizeRichText } from '../../../../../../api/src/modules/news/rich-text';
import { RICH_TEXT_EXTENSIONS } from './rich-text-editor';

/** Everything the toolbar (and the editor's shortcuts and paste) can produce. */
const EVERY_FORMAT = [
  '<h2>Qué cambia</h2>',
  '<h3>Para las empresas</h3>',
  '<p>Texto con <strong>negrita</strong>, <em>cursiva</em>, <u>subrayado</u>, <s>tachado</s> y <code>código</code>.</p>',
  '<p><a href="https://www.boe.es/">El BOE</a> y <a href="mailto:info@despacho-demo.es">escríbanos</a></p>',
  '<ul><li><p>uno</p></li><li><p>dos</p></li></ul>',
  '<ol start="3"><li><p>tres</p></li></ol>',
  '<blockquote><p>Una cita</p></blockquote>',
  '<p>línea<br>partida</p>',
  '<img src="https://www.despacho-demo.es/foto.jpg" alt="Una foto">',
  '<hr>',
  '<pre><code>artículo 1</code></pre>',
].join('');

/** HTML as the browser reads it: `<br>` and `<br />` are the same element. */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

function written(html: string): string {
  const editor = new Editor({ extensions: RICH_TEXT_EXTENSIONS, content: html });
  const output = editor.getHTML();
  editor.destroy();
  return output;
}

describe('the rich-text editor and the API sanitiser', () => {
  it('agree on every format the editor writes: the sanitiser changes nothing', () => {
    const html = written(EVERY_FORMAT);
    for (const tag of [
      '<h2>',
      '<h3>',
      '<strong>',
      '<em>',
      '<a ',
      '<ul>',
      '<ol',
      '<blockquote>',
      '<img ',
      '<br>',
    ]) {
      expect(html).toContain(tag);
    }
    expect(parsed(sanitizeRichText(html))).toBe(html);
  });

  it('never writes what the sanitiser would drop: scripts, handlers, javascript: links, styles', () => {
    const html = written(
      '<p style="color:red" onclick="alert(1)">Hola <a href="javascript:alert(1)">enlace</a></p><script>alert(1)</script><img src="data:image/png;base64,AAAA">',
    );
    expect(html).not.toMatch(/script|onclick|javascript:|style=|data:/);
    expect(parsed(sanitizeRichText(html))).toBe(html);
  });
});
