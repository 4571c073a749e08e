import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_public/preview/$newsId/$officeId/$platform/$version/{-$internal}')({
  staticData: { title: SCREEN_TITLES.newsPreview },
  component: () => <NotAvailableYet backTo="/welcome" />,
});
