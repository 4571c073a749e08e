import {
  type AlreadySentItem,
  CAMPAIGN_TEXT_LIMITS,
  type Campaign,
  type CampaignPreview,
  type CampaignTexts,
} from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CircleAlert, MailCheck, Send } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { QueryState } from '@/components/list/query-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toApiError } from '@/lib/api-error';
import { useCreateCampaign } from '../api/create-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaignAudience } from '../api/get-campaign-audience';
import { useCampaignPreview } from '../api/get-campaign-preview';
import { useSendCampaign } from '../api/send-campaign';
import { useSendTestMessage } from '../api/send-test-message';
import { useUpdateCampaign } from '../api/update-campaign';
import { alreadySentItems, type RefusedNewsletterItem, refusedItems } from '../lib/refusals';
import { AlreadySentItems } from './already-sent-items';

export interface SendStepProps {
  /** The chosen items, in the newsletter's order. */
  newsIds: string[];
  /** The titles of the chosen items readers cannot find on the website now. */
  offWeb: readonly string[];
  /** Where "Send a test to me" goes: the signed-in person's address. */
  testAddress: string;
  /** The office's time zone, for when items were sent. */
  timeZone: string;
  /** Takes items out of the selection (those the newsletter cannot carry). */
  onRemove?: (ids: string[]) => void;
  onSent: (campaign: Campaign) => void;
}

type Step =
  | { name: 'preparing' }
  | { name: 'refused'; items: RefusedNewsletterItem[] }
  | { name: 'already-sent'; items: AlreadySentItem[] }
  | { name: 'failed'; error: { message: string } }
  | { name: 'draft'; campaign: Campaign; resend: boolean };

/**
 * The custom newsletter's send step, in a dialog: a draft is made as it opens. Items the newsletter
 * cannot carry are named with why; items a newsletter already carried are named with when and to how
 * many, and sending them again is confirmed first (leaving out, if asked, who already got them). The
 * draft then shows its subject, preheader and introduction (the generated ones filled in), its sender,
 * how many recipients get it and the quota it uses, the message as sent, and a test to the person's
 * own address. Closed unsent, the draft is deleted.
 */
export function SendNewsletterDialog({
  open,
  onOpenChange,
  ...props
}: SendStepProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Close`} className="max-h-[calc(100dvh-2rem)] max-w-5xl overflow-y-auto">
        {open && <SendStep {...props} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SendStep({ onClose, ...props }: SendStepProps & { onClose: () => void }) {
  const { newsIds, onRemove } = props;
  const create = useCreateCampaign();
  const remove = useDeleteCampaign();
  const [step, setStep] = useState<Step>({ name: 'preparing' });
  const [skip, setSkip] = useState(false);
  // The draft this opening made, deleted if the dialog closes without sending it.
  const draft = useRef<{ id: string; sent: boolean } | null>(null);

  const prepare = (confirm: { skip: boolean } | null) => {
    setStep({ name: 'preparing' });
    create.mutate(
      {
        news_ids: newsIds,
        ...(confirm && { confirm_resend: true, skip_previous_recipients: confirm.skip }),
      },
      {
        onSuccess: (campaign) => {
          draft.current = { id: campaign.id, sent: false };
          setStep({ name: 'draft', campaign, resend: confirm !== null });
        },
        onError: (error) => {
          const sent = alreadySentItems(error);
          const refused = refusedItems(error);
          if (sent) setStep({ name: 'already-sent', items: sent });
          else if (refused) setStep({ name: 'refused', items: refused });
          else setStep({ name: 'failed', error: toApiError(error) });
        },
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening (the step is mounted while open).
  useEffect(() => {
    prepare(null);
    return () => {
      if (draft.current && !draft.current.sent) remove.mutate(draft.current.id);
    };
  }, []);

  switch (step.name) {
    case 'preparing':
      return (
        <>
          <SendStepHeader />
          <p role="status" className="text-sm text-muted-foreground">
            <Trans>Preparing the newsletter…</Trans>
          </p>
        </>
      );
    case 'failed':
      return (
        <>
          <SendStepHeader />
          <ErrorAlert error={step.error} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </DialogFooter>
        </>
      );
    case 'refused':
      return (
        <>
          <SendStepHeader description={<Trans>The newsletter cannot carry these news items:</Trans>} />
          <ul className="grid gap-2">
            {step.items.map((item) => (
              <li key={item.id} className="rounded-md border bg-muted/50 px-3 py-2 text-sm">
                <span className="font-medium text-ink-900">
                  {item.title ? `«${item.title}»` : <Trans>A news item this office does not have</Trans>}
                </span>
                <span className="block text-muted-foreground">{item.why}</span>
              </li>
            ))}
          </ul>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            {onRemove && (
              <Button
                onClick={() => {
                  onRemove(step.items.map((item) => item.id));
                  onClose();
                }}
              >
                <Plural
                  value={step.items.length}
                  one="Take it out of the selection"
                  other="Take them out of the selection"
                />
              </Button>
            )}
          </DialogFooter>
        </>
      );
    case 'already-sent':
      return (
        <>
          <SendStepHeader
            description={
              <Plural
                value={step.items.length}
                one="This news item already went out by newsletter. Send it again?"
                other="These news items already went out by newsletter. Send them again?"
              />
            }
          />
          <AlreadySentItems items={step.items} timeZone={props.timeZone} skip={skip} onSkipChange={setSkip} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => prepare({ skip })}>
              <Trans>Continue</Trans>
            </Button>
          </DialogFooter>
        </>
      );
    case 'draft':
      return (
        <DraftStep
          {...props}
          campaign={step.campaign}
          resend={step.resend}
          skip={skip}
          onSkipChange={setSkip}
          onClose={onClose}
          onSent={(campaign) => {
            if (draft.current) draft.current.sent = true;
            props.onSent(campaign);
          }}
        />
      );
  }
}

function SendStepHeader({ description }: { description?: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>
        <Trans>Send the custom newsletter</Trans>
      </DialogTitle>
      {description ? (
        <DialogDescription>{description}</DialogDescription>
      ) : (
        <DialogDescription>
          <Trans>Check the message before it goes to your clients.</Trans>
        </DialogDescription>
      )}
    </DialogHeader>
  );
}

const TEXT_FIELDS = ['subject', 'preheader', 'intro'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** What PATCH takes for the texts typed: null where the text is the generated one (or empty). */
function writtenTexts(values: CampaignTexts, generated: CampaignTexts) {
  return Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = values[field].trim();
      return [field, value === '' || value === generated[field] ? null : value];
    }),
  ) as Record<TextField, string | null>;
}

function DraftStep({
  campaign,
  resend,
  skip,
  onSkipChange,
  offWeb,
  testAddress,
  timeZone,
  onClose,
  onSent,
}: SendStepProps & {
  campaign: Campaign;
  /** Its items include some a newsletter already carried, and the person confirmed sending them. */
  resend: boolean;
  skip: boolean;
  onSkipChange: (skip: boolean) => void;
  onClose: () => void;
}) {
  const preview = useCampaignPreview(campaign.id);
  return (
    <>
      <SendStepHeader />
      <QueryState query={preview}>
        {(loaded) => (
          <DraftForm
            campaign={campaign}
            preview={loaded}
            resend={resend}
            skip={skip}
            onSkipChange={onSkipChange}
            offWeb={offWeb}
            testAddress={testAddress}
            timeZone={timeZone}
            onClose={onClose}
            onSent={onSent}
          />
        )}
      </QueryState>
    </>
  );
}

function DraftForm({
  campaign,
  preview,
  resend,
  skip,
  onSkipChange,
  offWeb,
  testAddress,
  timeZone,
  onClose,
  onSent,
}: {
  campaign: Campaign;
  preview: CampaignPreview;
  resend: boolean;
  skip: boolean;
  onSkipChange: (skip: boolean) => void;
  offWeb: readonly string[];
  testAddress: string;
  timeZone: string;
  onClose: () => void;
  onSent: (campaign: Campaign) => void;
}) {
  const { t } = useLingui();
  const audience = useCampaignAudience(campaign.id);
  const update = useUpdateCampaign();
  const test = useSendTestMessage();
  const send = useSendCampaign();
  const { generated } = preview;
  // Filled once, with what the draft has written or else the generated texts.
  const [values, setValues] = useState<CampaignTexts>(() => ({
    subject: campaign.subject ?? generated.subject,
    preheader: campaign.preheader ?? generated.preheader,
    intro: campaign.intro ?? generated.intro,
  }));
  const [saved, setSaved] = useState(() => writtenTexts(values, generated));
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const written = writtenTexts(values, generated);
  const changed = TEXT_FIELDS.some((field) => written[field] !== saved[field]);
  const setValue = (field: TextField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** Saves the texts typed (and whether to skip who got the items) before the preview, a test or sending. */
  const save = async () => {
    if (!changed && skip === campaign.skip_previous_recipients) return;
    await update.mutateAsync({ id: campaign.id, ...written, skip_previous_recipients: skip });
    setSaved(written);
  };

  const sendTest = async () => {
    setTestedTo(null);
    await save();
    await test.mutateAsync({ id: campaign.id, to: testAddress });
    setTestedTo(testAddress);
  };

  const sendNow = async () => {
    await save();
    const sent = await send.mutateAsync({
      id: campaign.id,
      // Confirmed as the dialog opened, or shown above the button since.
      confirm_resend: resend || (audience.data?.already_sent.length ?? 0) > 0,
      skip_previous_recipients: skip,
    });
    onSent(sent);
  };

  const error = update.error ?? test.error ?? send.error;
  const pending = update.isPending || test.isPending || send.isPending;
  const reach = audience.data;
  const messages = reach ? (skip ? reach.recipients_skipping_previous : reach.recipients) : null;
  const remaining = reach?.quota_remaining ?? 0;
  const subject = values.subject.trim() || generated.subject;

  return (
    <form
      className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]"
      onSubmit={(event) => {
        event.preventDefault();
        void sendNow().catch(() => {});
      }}
    >
      <div className="grid content-start gap-4">
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
              <Trans>
                No subscribed recipient follows the subjects of these news: nothing would be sent.
              </Trans>
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
        <Field
          label={<Trans>Subject line</Trans>}
          description={<Trans>Left as proposed, each reader gets it in their language.</Trans>}
          error={update.error?.fields?.subject}
        >
          {(control) => (
            <Input
              {...control}
              value={values.subject}
              maxLength={CAMPAIGN_TEXT_LIMITS.subject}
              onChange={(event) => setValue('subject', event.target.value)}
            />
          )}
        </Field>
        <Field
          label={<Trans>Preheader</Trans>}
          description={<Trans>The line mail programs show after the subject.</Trans>}
          error={update.error?.fields?.preheader}
        >
          {(control) => (
            <Input
              {...control}
              value={values.preheader}
              maxLength={CAMPAIGN_TEXT_LIMITS.preheader}
              onChange={(event) => setValue('preheader', event.target.value)}
            />
          )}
        </Field>
        <Field label={<Trans>Introduction</Trans>} error={update.error?.fields?.intro}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={values.intro}
              maxLength={CAMPAIGN_TEXT_LIMITS.intro}
              onChange={(event) => setValue('intro', event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          {changed && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              pending={update.isPending}
              onClick={() => void save().catch(() => {})}
            >
              <Trans>Update the preview</Trans>
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            pending={test.isPending}
            disabled={pending && !test.isPending}
            onClick={() => void sendTest().catch(() => {})}
          >
            <MailCheck aria-hidden />
            <Trans>Send a test to me</Trans>
          </Button>
        </div>
        <p role="status" className="text-sm text-success empty:hidden">
          {testedTo && <Trans>A test marked “[Test]” is on its way to {testedTo}.</Trans>}
        </p>
        <ErrorAlert error={error} />
      </div>
      <div className="grid content-start gap-2">
        <p className="text-sm">
          <span className="text-muted-foreground">
            <Trans>Subject:</Trans>
          </span>{' '}
          <strong>{subject}</strong>
        </p>
        <iframe
          title={t`The message as sent: ${subject}`}
          sandbox=""
          srcDoc={preview.html}
          className="h-[26rem] w-full rounded-lg border bg-white md:h-[32rem]"
        />
      </div>
      {/* Kept in sight while the dialog scrolls (a phone shows the form and the message one after the other);
          -bottom-6 takes back the dialog's padding, which a sticky element otherwise leaves below it. */}
      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-card px-6 py-3 md:col-span-2">
        <Button type="button" variant="outline" disabled={send.isPending} onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          pending={send.isPending}
          disabled={messages === 0 || (pending && !send.isPending)}
        >
          <Send aria-hidden />
          {messages ? (
            <Plural value={messages} one="Send now to # recipient" other="Send now to # recipients" />
          ) : (
            <Trans>Send now</Trans>
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
