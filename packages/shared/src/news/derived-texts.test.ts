import { describe, expect, it } from 'vitest';
import { cutAtWord, derivedMetaDescription, derivedMetaTitle } from './derived-texts';

describe('cutAtWord', () => {
  it('leaves a text that fits as it is, on one line', () => {
    expect(cutAtWord('  El Supremo\nfija doctrina ', 60)).toBe('El Supremo fija doctrina');
  });

  it('cuts a title after a whole word, without an ellipsis or a dangling comma', () => {
    const title = 'El Tribunal Supremo fija doctrina sobre el despido, la compensación y el teletrabajo';
    const cut = cutAtWord(title, 52);
    expect(cut).toBe('El Tribunal Supremo fija doctrina sobre el despido');
    expect(cut.length).toBeLessThanOrEqual(52);
    expect(cutAtWord('El despido, la compensación', 12)).toBe('El despido');
  });

  it('ends a cut description with an ellipsis, within its length', () => {
    const cut = cutAtWord('Qué cobra un trabajador despedido sin causa según la última sentencia', 40, {
      ellipsis: true,
    });
    expect(cut).toBe('Qué cobra un trabajador despedido sin…');
    expect(cut.length).toBeLessThanOrEqual(40);
  });

  it('cuts a single word longer than the room where it must', () => {
    expect(cutAtWord('Desproporcionadamente', 10)).toBe('Desproporc');
  });
});

describe('derived meta texts', () => {
  it('take the headline within 60 characters and the summary within 160', () => {
    const headline = 'Indemnización por despido improcedente: lo que cambia con la sentencia del Supremo';
    expect(derivedMetaTitle(headline)).toBe('Indemnización por despido improcedente: lo que cambia con la');
    expect(derivedMetaTitle(headline).length).toBeLessThanOrEqual(60);
    expect(derivedMetaTitle(headline)).not.toContain('…');
    expect(derivedMetaDescription('Breve.')).toBe('Breve.');
    expect(derivedMetaDescription('palabra '.repeat(40)).length).toBeLessThanOrEqual(160);
  });
});
