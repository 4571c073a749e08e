import { ThemeCustomization } from '@gaceta/shared/website';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from './keys';

/** GET /v1/theme_customization: the office's theme (null until customised) and the defaults. */
export function getThemeCustomization(): Promise<ThemeCustomization> {
  return api.get('v1/theme_customization').json(ThemeCustomization);
}

export const themeCustomizationQueryOptions = () =>
  queryOptions({ queryKey: websiteKeys.theme(), queryFn: getThemeCustomization });

export function useThemeCustomization() {
  return useQuery(themeCustomizationQueryOptions());
}
