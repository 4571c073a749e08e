import type { Campaign } from '@gaceta/shared/newsletter/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, CalendarX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ErrorAlert } from '@/components/feedback/error-alert';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/date-time';
import { useUnscheduleCampaign } from '../api/unschedule-campaign';
import { ScheduleCampaignDialog } from './schedule-campaign-dialog';

/**
 * A custom draft's time to go out: when it is scheduled for, to change or unschedule; or, left
 * unscheduled, the way to schedule it again.
 */
export function CampaignSchedule({ campaign, timeZone }: { campaign: Campaign; timeZone: string }) {
  const { i18n, t } = useLingui();
  const unschedule = useUnscheduleCampaign();
  const [scheduling, setScheduling] = useState(false);
  const scheduledAt = campaign.scheduled_at;
  return (
    <div className="grid gap-2 text-sm">
      <p>
        {scheduledAt ? (
          <Trans>Scheduled for {formatDateTime(scheduledAt, i18n.locale, timeZone)}.</Trans>
        ) : (
          <Trans>Not scheduled: it stays a draft until it is scheduled.</Trans>
        )}
      </p>
      <ErrorAlert error={unschedule.error} />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setScheduling(true)}>
          <CalendarClock aria-hidden />
          {scheduledAt ? <Trans>Change the time</Trans> : <Trans>Schedule</Trans>}
        </Button>
        {scheduledAt && (
          <Button
            variant="outline"
            size="sm"
            pending={unschedule.isPending}
            onClick={() =>
              unschedule.mutate(campaign.id, {
                onSuccess: () => toast.success(t`The newsletter is unscheduled.`),
              })
            }
          >
            <CalendarX aria-hidden />
            <Trans>Unschedule</Trans>
          </Button>
        )}
      </div>
      <ScheduleCampaignDialog
        campaign={campaign}
        timeZone={timeZone}
        open={scheduling}
        onOpenChange={setScheduling}
        onScheduled={() => {
          setScheduling(false);
          toast.success(t`The newsletter is scheduled.`);
        }}
      />
    </div>
  );
}
