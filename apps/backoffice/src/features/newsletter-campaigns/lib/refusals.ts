import type { MessageKey } from '@gaceta/shared/messages';
import { AlreadySentItem, REFUSED_ITEM_REASONS } from '@gaceta/shared/newsletter/campaigns';
import * as v from 'valibot';
import { ApiError } from '@/lib/api-error';
import { translateFieldMessage } from '@/lib/error-messages';

const AlreadySentDetails = v.object({ items: v.array(AlreadySentItem) });

const RefusedDetails = v.object({
  refused: v.array(
    v.object({
      id: v.string(),
      title: v.nullable(v.string()),
      reason: v.picklist(REFUSED_ITEM_REASONS),
      why: v.object({
        key: v.string(),
        message: v.string(),
        params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
      }),
    }),
  ),
});

/** The items a NEWSLETTER_ALREADY_SENT refusal names (when, to how many); null for any other error. */
export function alreadySentItems(error: unknown): AlreadySentItem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'NEWSLETTER_ALREADY_SENT') return null;
  const details = v.safeParse(AlreadySentDetails, error.details);
  return details.success ? details.output.items : null;
}

/** An item the custom newsletter cannot carry, and why in the interface language. */
export interface RefusedNewsletterItem {
  id: string;
  title: string | null;
  why: string;
}

/** The items a CUSTOM_NEWSLETTER_FAILED refusal names, each with why; null for any other error. */
export function refusedItems(error: unknown): RefusedNewsletterItem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'CUSTOM_NEWSLETTER_FAILED') return null;
  const details = v.safeParse(RefusedDetails, error.details);
  if (!details.success) return null;
  return details.output.refused.map(({ id, title, why }) => ({
    id,
    title,
    why: translateFieldMessage({ ...why, key: why.key as MessageKey }),
  }));
}
