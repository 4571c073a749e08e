import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { InformationRequestInput } from './accounts/signup';
import { requiredText } from './common';
import { issueMessage } from './issues';

const keysOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => issueMessage(issue).key);

describe('text fields', () => {
  const name = requiredText(50);
  const message = requiredText(2000, undefined, { multiline: true });

  it('refuse NUL and other control characters', () => {
    for (const bad of ['ab\u0000c', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b']) {
      expect(keysOf(name, bad)).toEqual(['text.control_characters']);
      expect(keysOf(message, bad)).toEqual(['text.control_characters']);
    }
  });

  it('keep a single-line field on one line', () => {
    expect(keysOf(name, 'Ana\r\nBcc: x@example.com')).toEqual(['text.line_breaks']);
    expect(keysOf(name, 'Ana\u2028López')).toEqual(['text.line_breaks']);
    expect(keysOf(name, 'Ana\tLópez')).toEqual(['text.control_characters']);
    expect(keysOf(name, 'Ana López')).toEqual([]);
  });

  it('let a multi-line message keep its line breaks and tabs', () => {
    expect(keysOf(message, 'Hola,\r\n\tuna pregunta\n')).toEqual([]);
  });

  it('apply to the public forms', () => {
    const request = { name: 'ab\u0000c', email: 'ana@example.com', message: 'Hola' };
    expect(
      v.safeParse(InformationRequestInput, request).issues?.map((issue) => issue.path?.[0]?.key),
    ).toEqual(['name']);
  });
});
