import { createFileRoute } from '@tanstack/react-router';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { ChoosePassword } from './-components/choose-password';

/** The link a new user is emailed when an office (or the provider) adds them. */
export const Route = createFileRoute('/_guest/invitation/$token')({
  staticData: { title: SCREEN_TITLES.invitation },
  component: InvitationPage,
});

function InvitationPage() {
  const { token } = Route.useParams();
  return <ChoosePassword token={token} purpose="invitation" />;
}
