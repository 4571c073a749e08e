import { SocialPlanning } from '@gaceta/shared/social';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, objectOf } from '@/lib/api-client';
import { socialKeys } from './keys';

/** GET /v1/social_media_planning: the office's planning, in its time zone. */
export function getSocialPlanning(): Promise<SocialPlanning> {
  return objectOf(api.get('v1/social_media_planning'), SocialPlanning);
}

export const socialPlanningQueryOptions = () =>
  queryOptions({ queryKey: socialKeys.planning(), queryFn: getSocialPlanning });

export function useSocialPlanning() {
  return useQuery(socialPlanningQueryOptions());
}
