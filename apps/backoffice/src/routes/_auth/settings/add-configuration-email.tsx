import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { requirePermission } from '@/features/auth/require-permission';
import { AddSenderForm } from '@/features/newsletter-settings/components/add-sender-form';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Adds a sender address, then goes on to its page to enter the code it received. */
export const Route = createFileRoute('/_auth/settings/add-configuration-email')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'newsletter.manage'),
  staticData: { title: SCREEN_TITLES.addConfigurationEmail },
  component: AddConfigurationEmailPage,
});

function AddConfigurationEmailPage() {
  const { t, i18n } = useLingui();
  const navigate = Route.useNavigate();
  return (
    <PageFrame>
      <PageHeader
        title={i18n._(SCREEN_TITLES.addConfigurationEmail)}
        description={t`A new address for your newsletter. We email it a code, which you enter on the next screen.`}
      />
      <AddSenderForm
        onAdded={(sender) =>
          void navigate({ to: '/settings/edit-configuration-email/$id', params: { id: sender.id } })
        }
      />
    </PageFrame>
  );
}
