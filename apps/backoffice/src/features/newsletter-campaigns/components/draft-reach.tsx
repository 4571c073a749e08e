import type { Campaign, CampaignAudience } from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { AlreadySentItems } from './already-sent-items';

/**
 * Who a draft reaches: its sender, how many recipients get it (and how many the daily limit and the
 * language of the news leave out) and the quota it uses (with a warning when the quota is short or
 * nobody would get it), the items a newsletter already carried, and the items not on the website now.
 */
export function DraftReach({
  campaign,
  reach,
  messages,
  skip,
  onSkipChange,
  offWeb,
  timeZone,
}: {
  campaign: Campaign;
  reach: CampaignAudience | undefined;
  /** How many messages it makes (null while counting). */
  messages: number | null;
  skip: boolean;
  onSkipChange: (skip: boolean) => void;
  offWeb: readonly string[];
  timeZone: string;
}) {
  const { t } = useLingui();
  const remaining = reach?.quota_remaining ?? 0;
  const skippedDailyLimit =
    (skip ? reach?.skipped_daily_limit_skipping_previous : reach?.skipped_daily_limit) ?? 0;
  const leftOutByLanguage =
    (skip ? reach?.left_out_by_language_skipping_previous : reach?.left_out_by_language) ?? 0;
  return (
    <>
      <dl className="grid gap-1 text-sm">
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">
            <Trans>Sender</Trans>
          </dt>
          <dd className="font-medium break-all text-ink-900">{campaign.sender_email ?? '—'}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">
            <Trans>Recipients</Trans>
          </dt>
          <dd className="text-ink-900" aria-live="polite">
            {messages === null ? (
              <Trans>Counting…</Trans>
            ) : (
              <Plural value={messages} one="# recipient receives it" other="# recipients receive it" />
            )}
          </dd>
        </div>
        {messages !== null && skippedDailyLimit > 0 && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">
              <Trans>Daily limit</Trans>
            </dt>
            <dd className="text-ink-900" aria-live="polite">
              <Plural
                value={skippedDailyLimit}
                one="# recipient skipped: already received today's newsletters"
                other="# recipients skipped: already received today's newsletters"
              />{' '}
              <Link to="/settings/newsletter-configuration" className="underline underline-offset-4">
                <Trans>Change the limit</Trans>
              </Link>
            </dd>
          </div>
        )}
        {messages !== null && leftOutByLanguage > 0 && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">
              <Trans>Language</Trans>
            </dt>
            <dd className="text-ink-900" aria-live="polite">
              <Plural
                value={leftOutByLanguage}
                one="# recipient gets no message: none of these news is in their language"
                other="# recipients get no message: none of these news is in their language"
              />
            </dd>
          </div>
        )}
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">
            <Trans>Email quota</Trans>
          </dt>
          <dd className="text-ink-900" aria-live="polite">
            {messages !== null && (
              <Plural
                value={messages}
                one={`It uses # email of the ${remaining} you have left`}
                other={`It uses # emails of the ${remaining} you have left`}
              />
            )}
          </dd>
        </div>
      </dl>
      {messages !== null && messages > remaining && (
        <Alert variant="warning" role="note">
          <CircleAlert aria-hidden />
          <span>
            <Trans>
              The quota left is not enough for this newsletter.{' '}
              <Link to="/settings/email-quota-configuration" className="underline underline-offset-4">
                Request an email package
              </Link>
            </Trans>
          </span>
        </Alert>
      )}
      {messages === 0 && (
        <Alert variant="warning" role="note">
          <CircleAlert aria-hidden />
          <span>
            {skippedDailyLimit + leftOutByLanguage > 0 ? (
              <Trans>
                Nobody would receive it now: the daily limit and the language of the news leave them out.
              </Trans>
            ) : (
              <Trans>
                No subscribed recipient follows the subjects of these news: nothing would be sent.
              </Trans>
            )}
          </span>
        </Alert>
      )}
      {reach && reach.already_sent.length > 0 && (
        <section aria-labelledby="already-sent-heading" className="grid gap-2">
          <h3 id="already-sent-heading" className="text-sm font-medium text-ink-900">
            <Trans>Already sent by newsletter</Trans>
          </h3>
          <AlreadySentItems
            items={reach.already_sent}
            timeZone={timeZone}
            skip={skip}
            onSkipChange={onSkipChange}
          />
        </section>
      )}
      {offWeb.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t`Not on the website now, so its message has no “Read the full article” button: ${offWeb.map((title) => `«${title}»`).join(', ')}.`}
        </p>
      )}
    </>
  );
}
