import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/customize-news-theme')({
  staticData: { title: SCREEN_TITLES.customizeNewsTheme },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
