import { createFileRoute } from '@tanstack/react-router';
import { ConnectReturn } from '@/features/social/components/connect-return';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Where X returns the office after it authorises Gaceta. */
export const Route = createFileRoute('/_public/settings/social-media-configuration/twitter-redirect')({
  staticData: { title: SCREEN_TITLES.twitterRedirect },
  component: () => <ConnectReturn network="twitter" />,
});
