import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_auth/settings/edit-configuration-email/$id')({
  component: () => <NotAvailableYet title={SCREEN_TITLES.editConfigurationEmail} backTo="/dashboard" />,
});
