import type { AreaCode } from '@gaceta/shared/areas';

/** What the subject forms send: names always, the parent on create, the areas ([] = every area). */
export interface SubjectFields {
  name_es: string;
  name_en: string;
  name_pt: string;
  areas: AreaCode[];
}

/** Subjects travel as query parameters with no body (spec section 7); areas as `esp,mex`. */
export function subjectSearchParams(fields: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) params[key] = value.join(',');
    else if (typeof value === 'string') params[key] = value;
  }
  return params;
}
