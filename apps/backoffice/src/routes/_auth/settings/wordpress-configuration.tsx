import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/wordpress-configuration')({
  staticData: { title: SCREEN_TITLES.wordpressConfiguration },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
