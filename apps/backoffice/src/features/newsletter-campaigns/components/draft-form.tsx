import {
  CAMPAIGN_TEXT_LIMITS,
  type Campaign,
  type CampaignPreview,
} from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, MailCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCampaignAudience } from '../api/get-campaign-audience';
import { useSendCampaign } from '../api/send-campaign';
import { useSendTestMessage } from '../api/send-test-message';
import { DraftReach } from './draft-reach';
import { ScheduleCampaignDialog } from './schedule-campaign-dialog';
import { useDraftTexts } from './use-draft-texts';

/**
 * A draft ready to send: who it reaches, its texts (the generated ones filled in), a test to the
 * person's own address, the message as sent, and "Send now" or later, at a date and time (`onSent`
 * then receives the draft with its `scheduled_at`).
 */
export function DraftForm({
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
  /** Its items include some a newsletter already carried, and the person confirmed sending them. */
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
  const test = useSendTestMessage();
  const send = useSendCampaign();
  const { generated } = preview;
  const texts = useDraftTexts(campaign, generated, skip);
  const { values, update } = texts;
  const [testedTo, setTestedTo] = useState<string | null>(null);
  const [scheduling, setScheduling] = useState(false);
  // Confirmed as the dialog opened, or shown above the buttons since.
  const confirmResend = resend || (audience.data?.already_sent.length ?? 0) > 0;

  const sendTest = async () => {
    setTestedTo(null);
    await texts.save();
    await test.mutateAsync({ id: campaign.id, to: testAddress });
    setTestedTo(testAddress);
  };

  const sendNow = async () => {
    await texts.save();
    const sent = await send.mutateAsync({
      id: campaign.id,
      confirm_resend: confirmResend,
      skip_previous_recipients: skip,
    });
    onSent(sent);
  };

  const error = update.error ?? test.error ?? send.error;
  const pending = update.isPending || test.isPending || send.isPending;
  const reach = audience.data;
  const messages = reach ? (skip ? reach.recipients_skipping_previous : reach.recipients) : null;
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
        <DraftReach
          campaign={campaign}
          reach={reach}
          messages={messages}
          skip={skip}
          onSkipChange={onSkipChange}
          offWeb={offWeb}
          timeZone={timeZone}
        />
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
              onChange={(event) => texts.setValue('subject', event.target.value)}
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
              onChange={(event) => texts.setValue('preheader', event.target.value)}
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
              onChange={(event) => texts.setValue('intro', event.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          {texts.changed && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              pending={update.isPending}
              onClick={() => void texts.save().catch(() => {})}
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
        <ErrorAlert error={error} fieldsShown={['subject', 'preheader', 'intro']} />
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
          type="button"
          variant="outline"
          disabled={messages === 0 || pending}
          onClick={() => setScheduling(true)}
        >
          <CalendarClock aria-hidden />
          <Trans>Send later…</Trans>
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
      <ScheduleCampaignDialog
        campaign={campaign}
        timeZone={timeZone}
        confirmResend={confirmResend}
        beforeSchedule={texts.save}
        open={scheduling}
        onOpenChange={setScheduling}
        onScheduled={onSent}
      />
    </form>
  );
}
