import { createFileRoute } from '@tanstack/react-router';
import { ConnectReturn } from '@/features/social/components/connect-return';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

/** Where LinkedIn returns the office after it authorises Gaceta. */
export const Route = createFileRoute('/_public/settings/social-media-configuration/linkedin-redirect')({
  staticData: { title: SCREEN_TITLES.linkedinRedirect },
  component: () => <ConnectReturn network="linkedin" />,
});
