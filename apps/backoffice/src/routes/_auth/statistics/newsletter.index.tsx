import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/statistics/newsletter/')({
  staticData: { title: SCREEN_TITLES.statisticsNewsletter },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
