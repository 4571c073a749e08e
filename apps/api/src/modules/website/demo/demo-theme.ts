import type { ThemeCustomizationInput } from '@gaceta/shared/website';
import { jobContext, type ServiceDeps } from '../../../context';
import { storedTheme } from '../website.service';
import { saveThemeCustomization } from '../website-settings.service';

/** The demo office's website theme: its colours, a serif for the headings and its legal footer. */
export const DEMO_THEME: ThemeCustomizationInput = {
  heading_color: '#7a1f2b',
  font_family: 'Georgia, "Times New Roman", serif',
  font_weight: 600,
  header: 'Actualidad jurídica',
  footer:
    'Despacho Demo Abogados · Calle de Velázquez 58, Madrid · Estos artículos no constituyen asesoramiento jurídico.',
  background_color: '#fbf8f3',
  font_color: '#2b2b2b',
};

/** Saves the demo theme through the service (audited, as a job for the office) unless one exists. */
export async function seedDemoTheme(deps: ServiceDeps, officeId: string): Promise<boolean> {
  if (await storedTheme(deps.db, officeId)) return false;
  await saveThemeCustomization(jobContext(deps, { job: 'demo-seed', officeId }), DEMO_THEME);
  return true;
}
