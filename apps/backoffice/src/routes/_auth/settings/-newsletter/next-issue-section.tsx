import { Trans } from '@lingui/react/macro';
import { FormSection } from '@/components/form/form-section';
import { QueryState } from '@/components/list/query-state';
import { NextIssuePanel } from '@/features/newsletter-campaigns/components/next-issue-panel';
import { useNewsletterConfiguration } from '@/features/newsletter-settings/api/get-newsletter-configuration';
import { ApprovalSetting } from '@/features/newsletter-settings/components/approval-setting';

/** The next automatic newsletter as it stands, and whether it waits for approval, after the schedule. */
export function NewsletterNextIssueSection() {
  const configuration = useNewsletterConfiguration();
  return (
    <FormSection
      title={<Trans>The next automatic newsletter</Trans>}
      description={<Trans>What the schedule would send now, and who approves it.</Trans>}
    >
      <NextIssuePanel />
      <QueryState query={configuration}>{(loaded) => <ApprovalSetting configuration={loaded} />}</QueryState>
    </FormSection>
  );
}
