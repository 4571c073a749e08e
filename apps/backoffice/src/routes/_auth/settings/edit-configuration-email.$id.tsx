import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/edit-configuration-email/$id')({
  staticData: { title: SCREEN_TITLES.editConfigurationEmail },
  component: () => <NotAvailableYet backTo="/dashboard" />,
});
