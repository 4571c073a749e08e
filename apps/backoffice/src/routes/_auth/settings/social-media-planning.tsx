import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/social-media-planning')({
  staticData: { title: SCREEN_TITLES.socialMediaPlanning },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
