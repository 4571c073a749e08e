import { SocialPlanning, type SocialPlanningInput } from '@gaceta/shared/social';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { socialKeys } from './keys';

/** PUT /v1/social_media_planning. */
export function updateSocialPlanning(input: SocialPlanningInput): Promise<SocialPlanning> {
  return objectOf(api.put('v1/social_media_planning', { json: input }), SocialPlanning);
}

export function useUpdateSocialPlanning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSocialPlanning,
    onSuccess: (planning) => queryClient.setQueryData(socialKeys.planning(), planning),
  });
}
