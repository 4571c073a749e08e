import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { QueryState } from '@/components/list/query-state';
import { requirePermission } from '@/features/auth/require-permission';
import { useSocialPlanning } from '@/features/social/api/get-social-planning';
import { PlanningForm } from '@/features/social/components/planning-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/social-media-planning')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'social.manage'),
  staticData: { title: SCREEN_TITLES.socialMediaPlanning },
  component: SocialMediaPlanningPage,
});

function SocialMediaPlanningPage() {
  const { t, i18n } = useLingui();
  const planning = useSocialPlanning();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.socialMediaPlanning)}
        description={t`Choose when Gaceta publishes your ready news on your social networks.`}
      />
      <QueryState query={planning}>{(loaded) => <PlanningForm planning={loaded} />}</QueryState>
    </PageFrame>
  );
}
