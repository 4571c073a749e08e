import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame, PageHeader } from '@/components/layout/page';
import { requirePermission } from '@/features/auth/require-permission';
import { SCREEN_TITLES } from '@/routes/-screen-titles';
import { NewsEditorForRoute } from './-components/news-editor-page';

export const Route = createFileRoute('/_auth/news/add')({
  beforeLoad: ({ context }) => requirePermission(context.queryClient, 'news.write'),
  staticData: { title: SCREEN_TITLES.newsAdd },
  component: AddNewsPage,
});

function AddNewsPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return (
    <PageFrame>
      <PageHeader title={i18n._(SCREEN_TITLES.newsAdd)} />
      {/* Once saved, the item is edited at its own address (where its image can be added). */}
      <NewsEditorForRoute
        onCreated={(id) => navigate({ to: '/news/edit/$id', params: { id }, replace: true })}
      />
    </PageFrame>
  );
}
