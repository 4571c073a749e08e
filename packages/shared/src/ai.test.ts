import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AiTextInput } from './ai';

describe('AiTextInput', () => {
  // Found by the route table's property tests (apps/api/src/bad-input.test.ts).
  it('drops the characters no text can carry from the text and its context', () => {
    const parsed = v.parse(AiTextInput, {
      action: 'improve',
      text: 'Un texto\u0000 con\u0007 restos \uD800',
      context: 'El\u0000 despido',
    });
    expect(parsed).toMatchObject({ text: 'Un texto con restos', context: 'El despido' });
  });
});
