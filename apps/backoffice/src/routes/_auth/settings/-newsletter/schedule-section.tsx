import { Trans } from '@lingui/react/macro';
import { FormSection } from '@/components/form-section';
import { ListState } from '@/components/list-state';
import { useNewsletterConfiguration } from '@/features/newsletter-settings/api/get-newsletter-configuration';
import { ScheduleForm } from '@/features/newsletter-settings/components/schedule-form';

/** The schedule of the automatic newsletter, the settings/newsletter-configuration screen's first part. */
export function NewsletterScheduleSection() {
  const configuration = useNewsletterConfiguration();
  return (
    <FormSection
      title={<Trans>Schedule</Trans>}
      description={
        <Trans>
          When the newsletter goes out, how many news it carries, and whether it is sent on its own.
        </Trans>
      }
    >
      <ListState
        loading={configuration.isPending}
        error={configuration.error?.message}
        onRetry={() => void configuration.refetch()}
      >
        {configuration.data && <ScheduleForm configuration={configuration.data} />}
      </ListState>
    </FormSection>
  );
}
