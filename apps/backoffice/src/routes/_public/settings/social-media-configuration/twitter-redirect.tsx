import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_public/settings/social-media-configuration/twitter-redirect')({
  staticData: { title: SCREEN_TITLES.twitterRedirect },
  component: () => <NotAvailableYet backTo="/welcome" />,
});
