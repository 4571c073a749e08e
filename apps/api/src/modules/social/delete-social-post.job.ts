import { deleteSocialPost } from '../../queue/definitions/publish-social-post';
import { defineJob } from '../../queue/queue';
import { runDeleteSocialPost } from './social-posts.service';

/** Deleting an already deleted post does nothing: the run checks the post is still published. */
export const deleteSocialPostJob = defineJob({ ...deleteSocialPost, handle: runDeleteSocialPost });
