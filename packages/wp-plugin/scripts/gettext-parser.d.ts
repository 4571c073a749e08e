// The part of gettext-parser (which ships no types) that the packaging uses.
declare module 'gettext-parser' {
  export interface Translation {
    msgctxt?: string;
    msgid: string;
    msgstr: string[];
  }
  export interface Catalog {
    charset: string;
    headers: Record<string, string>;
    translations: Record<string, Record<string, Translation>>;
  }
  export const po: { parse(input: string | Buffer): Catalog };
  export const mo: { compile(catalog: Catalog): Buffer };
}
