import { Trans } from '@lingui/react/macro';
import { FormSection } from '@/components/form/form-section';
import { QueryState } from '@/components/list/query-state';
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
      <QueryState query={configuration}>{(loaded) => <ScheduleForm configuration={loaded} />}</QueryState>
    </FormSection>
  );
}
