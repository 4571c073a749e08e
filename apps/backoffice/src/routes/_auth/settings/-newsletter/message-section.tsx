import { Trans } from '@lingui/react/macro';
import { FormSection } from '@/components/form/form-section';
import { QueryState } from '@/components/list/query-state';
import { useNewsletterConfiguration } from '@/features/newsletter-settings/api/get-newsletter-configuration';
import { MessageTextsForm } from '@/features/newsletter-settings/components/message-texts-form';

/** The automatic newsletter's subject, preheader and introduction, after its schedule. */
export function NewsletterMessageSection() {
  const configuration = useNewsletterConfiguration();
  return (
    <FormSection
      title={<Trans>The automatic newsletter's message</Trans>}
      description={
        <Trans>The subject, preheader and introduction each automatic newsletter goes out with.</Trans>
      }
    >
      <QueryState query={configuration}>{(loaded) => <MessageTextsForm configuration={loaded} />}</QueryState>
    </FormSection>
  );
}
