import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/social-media-configuration')({
  staticData: { title: SCREEN_TITLES.socialMediaConfiguration },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
