import { MESSAGES } from '@gaceta/shared/messages';
import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { instantToWallClock, type WallClock, wallClockToInstant } from '@gaceta/shared/wall-clock';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { DateTimeFields } from '@/components/form/date-time-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { translateMessage } from '@/lib/error-messages';
import { useScheduleCampaign } from '../api/schedule-campaign';

/**
 * A custom newsletter sent later: a date and time on the office's clock, at which it goes out by
 * itself. Until then it stays a draft, to move (here or on the calendar) or unschedule. The API
 * checks now what sending checks (sender, quota, items already sent), and says so.
 */
export function ScheduleCampaignDialog({
  campaign,
  timeZone,
  confirmResend = false,
  beforeSchedule,
  open,
  onOpenChange,
  onScheduled,
}: {
  campaign: Campaign;
  timeZone: string;
  /** Its items include some a newsletter already carried, and the person confirmed sending them. */
  confirmResend?: boolean;
  /** What to store first (the texts being edited). */
  beforeSchedule?: () => Promise<void>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onScheduled: (campaign: Campaign) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Close`}>
        <DialogTitle>
          <Trans>Send it later</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            It goes out by itself at this date and time. Until then it stays a draft that you can move, here
            or on the calendar, or unschedule.
          </Trans>
        </DialogDescription>
        {open && (
          <ScheduleForm
            campaign={campaign}
            timeZone={timeZone}
            confirmResend={confirmResend}
            beforeSchedule={beforeSchedule}
            onCancel={() => onOpenChange(false)}
            onScheduled={onScheduled}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ScheduleForm({
  campaign,
  timeZone,
  confirmResend,
  beforeSchedule,
  onCancel,
  onScheduled,
}: {
  campaign: Campaign;
  timeZone: string;
  confirmResend: boolean;
  beforeSchedule: (() => Promise<void>) | undefined;
  onCancel: () => void;
  onScheduled: (campaign: Campaign) => void;
}) {
  const { t } = useLingui();
  const schedule = useScheduleCampaign();
  const [clock, setClock] = useState<WallClock>(() =>
    campaign.scheduled_at ? instantToWallClock(campaign.scheduled_at, timeZone) : { date: '', time: '' },
  );
  const [invalid, setInvalid] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = wallClockToInstant(clock, timeZone);
    setInvalid(at ? undefined : translateMessage(MESSAGES.dateInvalid.id));
    if (!at) return;
    await beforeSchedule?.();
    onScheduled(await schedule.mutateAsync({ id: campaign.id, at, confirm_resend: confirmResend }));
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event).catch(() => {})} className="grid gap-5">
      <DateTimeFields
        legend={t`Send on`}
        value={clock}
        onChange={setClock}
        timeZone={timeZone}
        error={invalid ?? schedule.error?.fields.at}
      />
      <ErrorAlert error={schedule.error} fieldsShown={['at']} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" pending={schedule.isPending}>
          <Trans>Schedule</Trans>
        </Button>
      </DialogFooter>
    </form>
  );
}
