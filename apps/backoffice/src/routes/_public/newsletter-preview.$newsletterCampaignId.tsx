import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';
import { SCREEN_TITLES } from '@/routes/-screen-titles';

export const Route = createFileRoute('/_public/newsletter-preview/$newsletterCampaignId')({
  staticData: { title: SCREEN_TITLES.newsletterPreview },
  component: () => <NotAvailableYet backTo="/welcome" />,
});
