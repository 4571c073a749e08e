import { Trans } from '@lingui/react/macro';
import { FormSection } from '@/components/form/form-section';
import { QueryState } from '@/components/list/query-state';
import { useNewsletterConfiguration } from '@/features/newsletter-settings/api/get-newsletter-configuration';
import { ReadingPrivacyForm } from '@/features/newsletter-settings/components/reading-privacy-form';

/** What the newsletter records about each reader, and for how long. */
export function NewsletterReadingPrivacySection() {
  const configuration = useNewsletterConfiguration();
  return (
    <FormSection
      title={<Trans>Readers' privacy</Trans>}
      description={<Trans>What the newsletter records about each reader, and for how long.</Trans>}
    >
      <QueryState query={configuration}>
        {(loaded) => <ReadingPrivacyForm configuration={loaded} />}
      </QueryState>
    </FormSection>
  );
}
