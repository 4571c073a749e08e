import { describe, expect, it } from 'vitest';
import { slugify } from './news-slugs';

describe('slugify', () => {
  it('drops accents and joins the words with hyphens', () => {
    expect(slugify('¿Qué cambia en el IRPF de 2027?')).toBe('que-cambia-en-el-irpf-de-2027');
  });

  it('cuts a long title after a whole word, never inside one', () => {
    const slug = slugify(
      'Contratos de alquiler de temporada: los límites tras la Ley de Vivienda y lo que debe revisar el primer contrato',
    );
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toBe('contratos-de-alquiler-de-temporada-los-limites-tras-la-ley-de-vivienda-y-lo-que');
    expect(slugify('!!!')).toBe('noticia');
  });
});
