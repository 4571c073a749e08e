import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/newsletter-sender')({
  staticData: { title: SCREEN_TITLES.newsletterSender },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
