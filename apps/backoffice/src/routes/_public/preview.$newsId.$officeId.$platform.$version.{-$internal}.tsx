import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_public/preview/$newsId/$officeId/$platform/$version/{-$internal}')({
  component: () => <NotAvailableYet title={SCREEN_TITLES.newsPreview} backTo="/welcome" />,
});
