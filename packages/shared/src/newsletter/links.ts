import * as v from 'valibot';

/**
 * The public calls a newsletter message's signed links lead to, without sign-in (unsubscribe,
 * subscribe again): each names the message by its token, `<delivery id>.<signature>`, and nothing
 * else about the person.
 */
export const NewsletterTokenQuery = v.object({ token: v.pipe(v.string(), v.maxLength(100)) });
export type NewsletterTokenQuery = v.InferOutput<typeof NewsletterTokenQuery>;

/** How long after unsubscribing a message's link still subscribes the person again. */
export const RESUBSCRIBE_WINDOW_DAYS = 30;

/**
 * POST /public/v1/newsletter/resubscribe: the recipient is subscribed again, following the
 * subjects it followed before (none: every subject).
 */
export const Resubscription = v.object({
  status: v.literal('subscribed'),
  subject_ids: v.array(v.string()),
});
export type Resubscription = v.InferOutput<typeof Resubscription>;
