import { ThemeCustomization, type ThemeCustomizationInput } from '@gaceta/shared/website';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { websiteKeys } from './keys';

/** PUT /v1/theme_customization: creates or replaces the office's theme. */
export function updateThemeCustomization(input: ThemeCustomizationInput): Promise<ThemeCustomization> {
  return api.put('v1/theme_customization', { json: input }).json(ThemeCustomization);
}

export function useUpdateThemeCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateThemeCustomization,
    onSuccess: (theme) => queryClient.setQueryData(websiteKeys.theme(), theme),
  });
}
