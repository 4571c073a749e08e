import { runDeleteSocialPost } from '../modules/social/social-posts.service';
import { deleteSocialPost } from '../queue/definitions/publish-social-post';
import { defineJob } from '../queue/queue';

/** Deleting an already deleted post does nothing: the run checks the post is still published. */
export const deleteSocialPostJob = defineJob({ ...deleteSocialPost, handle: runDeleteSocialPost });
