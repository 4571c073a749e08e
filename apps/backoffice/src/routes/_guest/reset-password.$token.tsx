import { createFileRoute } from '@tanstack/react-router';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { ChoosePassword } from './-components/choose-password';

export const Route = createFileRoute('/_guest/reset-password/$token')({
  staticData: { title: SCREEN_TITLES.resetPassword },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  return <ChoosePassword token={token} purpose="reset" />;
}
