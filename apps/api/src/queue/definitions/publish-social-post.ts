import { Id } from '@gaceta/shared/common';
import * as v from 'valibot';

const SocialPostPayload = v.object({ post_id: Id, office_id: Id });
export type SocialPostPayload = v.InferOutput<typeof SocialPostPayload>;

/**
 * One run of posting (or checking a pending post) on a network; enqueued with the publication,
 * and again by the handler after a rate limit or a passing failure, at the time the network
 * asked. pg-boss's own retries cover a crashed run. Its handler: publish-social-post.job.ts.
 */
export const publishSocialPost = {
  name: 'publish-social-post',
  payload: SocialPostPayload,
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  office: (payload: SocialPostPayload) => payload.office_id,
};

/** Deleting a post from its network when its item's channel is unpublished. Its handler: delete-social-post.job.ts. */
export const deleteSocialPost = {
  name: 'delete-social-post',
  payload: SocialPostPayload,
  retry: { limit: 4, delaySeconds: 60, backoff: true },
  office: (payload: SocialPostPayload) => payload.office_id,
};
