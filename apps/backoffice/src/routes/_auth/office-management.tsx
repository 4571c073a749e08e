import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { PageParam } from '@/components/list/list-pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { requireAdmin } from '@/features/auth/require-permission';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { AiUsage } from './-office-management/ai-usage';
import { InformationRequests } from './-office-management/information-requests';
import { OfficesList } from './-office-management/offices-list';
import { PackageRequests } from './-office-management/package-requests';
import { SignupRequests } from './-office-management/signup-requests';

const TABS = ['offices', 'signup-requests', 'information-requests', 'email-packages', 'ai-usage'] as const;
type Tab = (typeof TABS)[number];

/** Admins only (spec section 6): anyone else is told they may not open it. */
export const Route = createFileRoute('/_auth/office-management')({
  validateSearch: v.object({
    tab: v.optional(v.fallback(v.picklist(TABS), 'offices')),
    page: PageParam,
    query: v.optional(v.fallback(v.string(), '')),
  }),
  beforeLoad: ({ context }) => requireAdmin(context.session),
  staticData: { title: SCREEN_TITLES.officeManagement },
  component: OfficeManagementPage,
});

function OfficeManagementPage() {
  const { i18n } = useLingui();
  const { tab = 'offices', page = 1, query = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeOfficesSearch = useCallback(
    (search: { page?: number; query?: string }) => void navigate({ search: { ...search }, replace: true }),
    [navigate],
  );

  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.officeManagement)}
        description={<Trans>The offices using Gaceta, and the requests to join it.</Trans>}
      />
      <Tabs value={tab} onValueChange={(next) => void navigate({ search: { tab: next as Tab } })}>
        <TabsList>
          <TabsTrigger value="offices">
            <Trans>Offices</Trans>
          </TabsTrigger>
          <TabsTrigger value="signup-requests">
            <Trans>Signup requests</Trans>
          </TabsTrigger>
          <TabsTrigger value="information-requests">
            <Trans>Information requests</Trans>
          </TabsTrigger>
          <TabsTrigger value="email-packages">
            <Trans>Email packages</Trans>
          </TabsTrigger>
          <TabsTrigger value="ai-usage">
            <Trans>AI usage</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="offices">
          <OfficesList page={page} query={query} onSearchChange={changeOfficesSearch} />
        </TabsContent>
        <TabsContent value="signup-requests">
          <SignupRequests />
        </TabsContent>
        <TabsContent value="information-requests">
          <InformationRequests />
        </TabsContent>
        <TabsContent value="email-packages">
          <PackageRequests />
        </TabsContent>
        <TabsContent value="ai-usage">
          <AiUsage />
        </TabsContent>
      </Tabs>
    </PageFrame>
  );
}
