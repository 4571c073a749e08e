import type { AlreadySentItem, Campaign } from '@gaceta/shared/newsletter/campaigns';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { QueryState } from '@/components/list/query-state';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toApiError } from '@/lib/api-error';
import { useCreateCampaign } from '../api/create-campaign';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useCampaignPreview } from '../api/get-campaign-preview';
import { alreadySentItems, type RefusedNewsletterItem, refusedItems } from '../lib/refusals';
import { AlreadySentItems } from './already-sent-items';
import { DraftForm } from './draft-form';

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
  /** Sent now, or scheduled (the campaign then has its `scheduled_at`): the draft is kept. */
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
