import { createFileRoute, redirect } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Admins only (spec section 6): anyone else is turned back to the dashboard. */
export const Route = createFileRoute('/_auth/office-management')({
  beforeLoad: ({ context }) => {
    if (context.session.claims.role !== 'admin') throw redirect({ to: '/dashboard' });
  },
  component: () => <NotAvailableYet title={SCREEN_TITLES.officeManagement} backTo="/dashboard" />,
});
