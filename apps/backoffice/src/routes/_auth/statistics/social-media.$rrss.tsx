import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/statistics/social-media/$rrss')({
  staticData: { title: SCREEN_TITLES.statisticsSocialMedia },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
