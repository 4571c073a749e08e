import type { LocalizedText } from './locales';

/** The subjects seeded at the root of the tree (spec section 3). */
export const SEED_SUBJECTS: ReadonlyArray<{ code: string; name: LocalizedText }> = [
  { code: 'administrative', name: { es: 'Administrativo', en: 'Administrative', pt: 'Administrativo' } },
  { code: 'fiscal', name: { es: 'Fiscal', en: 'Tax', pt: 'Fiscal' } },
  { code: 'civil', name: { es: 'Civil', en: 'Civil', pt: 'Civil' } },
  { code: 'commercial', name: { es: 'Mercantil', en: 'Commercial', pt: 'Comercial' } },
  { code: 'accounting', name: { es: 'Contable', en: 'Accounting', pt: 'Contábil' } },
  { code: 'criminal', name: { es: 'Penal', en: 'Criminal', pt: 'Penal' } },
  { code: 'labor', name: { es: 'Laboral', en: 'Labor', pt: 'Trabalhista' } },
  { code: 'constitutional', name: { es: 'Constitucional', en: 'Constitutional', pt: 'Constitucional' } },
  { code: 'human_rights', name: { es: 'Derechos humanos', en: 'Human rights', pt: 'Direitos humanos' } },
  { code: 'procedural', name: { es: 'Procesal', en: 'Procedural', pt: 'Processual' } },
  { code: 'economy', name: { es: 'Economía', en: 'Economy', pt: 'Economia' } },
  { code: 'electoral', name: { es: 'Electoral', en: 'Electoral', pt: 'Eleitoral' } },
  { code: 'general', name: { es: 'General', en: 'General', pt: 'Geral' } },
];
