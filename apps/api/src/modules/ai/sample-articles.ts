/**
 * Real-world-like news texts in the three languages, for the offline engine's tests and benchmark.
 * Their key sentences (the ones a summary must keep) name the subject that recurs.
 */

export const SAMPLE_ARTICLES = {
  es: {
    title: 'El Supremo fija doctrina sobre la indemnización por despido improcedente',
    text: [
      'El Tribunal Supremo ha fijado doctrina sobre la indemnización por despido improcedente de los trabajadores con contratos temporales encadenados.',
      'La sentencia, dictada por el pleno de la Sala de lo Social, obliga a calcular la indemnización desde el primer contrato temporal cuando no haya interrupciones superiores a tres meses.',
      'Hasta ahora, varios tribunales superiores de justicia calculaban la antigüedad solo desde el último contrato.',
      'El despacho recuerda que el plazo para impugnar un despido es de veinte días hábiles.',
      'Los sindicatos han celebrado la decisión, mientras que las patronales piden aclarar su aplicación a los contratos fijos discontinuos.',
      'La nueva doctrina del Supremo sobre la indemnización afectará a miles de despidos pendientes de juicio.',
      'El texto completo de la sentencia se publicará en el Centro de Documentación Judicial en los próximos días.',
    ].join(' '),
  },
  en: {
    title: 'Court of Appeal narrows the rules on remote working expenses',
    text: [
      'The Court of Appeal has ruled that employers must reimburse remote working expenses only when the employment contract requires the employee to work from home.',
      'The judgment overturns an earlier tribunal decision that had extended the duty to any employee working remotely with the employer’s consent.',
      'Lawyers say the ruling on remote working expenses will force many companies to review their contracts.',
      'The weather was unusually warm in London on the day of the hearing.',
      'Trade unions criticised the judgment and called for legislation on remote working expenses.',
      'The claimant has twenty-eight days to ask the Supreme Court for permission to appeal.',
    ].join(' '),
  },
  pt: {
    title: 'Supremo Tribunal clarifica regras sobre o teletrabalho e as despesas do trabalhador',
    text: [
      'O Supremo Tribunal de Justiça decidiu que o empregador deve pagar as despesas do teletrabalho quando o contrato impõe o trabalho a partir de casa.',
      'A decisão do Supremo sobre as despesas do teletrabalho resolve divergências entre os tribunais da Relação.',
      'Os advogados recomendam às empresas que revejam os acordos de teletrabalho assinados desde 2021.',
      'O café servido no tribunal foi elogiado pelos jornalistas presentes.',
      'As associações patronais pediram um período de adaptação para as pequenas empresas.',
      'O acórdão completo será publicado na base de dados jurídica nas próximas semanas.',
    ].join(' '),
  },
} as const;

/** A long article of about `words` words, made of the three samples' paragraphs, for the benchmark. */
export function longArticle(words = 2_000): string {
  const paragraphs: string[] = [];
  let count = 0;
  for (let round = 0; count < words; round++) {
    const paragraph = `${SAMPLE_ARTICLES.es.text} (${round + 1})`;
    paragraphs.push(paragraph);
    count += paragraph.split(/\s+/).length;
  }
  return paragraphs.join('\n\n');
}
