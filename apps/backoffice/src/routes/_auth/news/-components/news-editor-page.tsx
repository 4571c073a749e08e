import { mayUse } from '@gaceta/shared/accounts/roles';
import type { NewsWithContents } from '@gaceta/shared/news';
import type { ReactNode } from 'react';
import { useMe } from '@/features/auth/api/get-me';
import { NewsEditor } from '@/features/news/components/editor/news-editor';
import { NewsSubjectPicker } from '@/features/subjects/components/news-subject-picker';
import { useDisplayTimeZone } from '../../-components/date-time';
import { useSocialReach } from './use-news-access';

/** The editor with what the routes know: who publishes, in which zone, the office's social accounts and the subjects to offer. */
export function NewsEditorForRoute(props: {
  news?: NewsWithContents;
  onCreated?: (id: string) => void;
  onReload?: () => Promise<unknown>;
  aside?: ReactNode;
}) {
  const me = useMe();
  const timeZone = useDisplayTimeZone();
  return (
    <NewsEditor
      {...props}
      timeZone={timeZone}
      ai={mayUse(me, 'ai.use')}
      canPublish={mayUse(me, 'news.publish')}
      social={useSocialReach()}
      pageName={me.office?.name ?? 'Gaceta'}
      subjectPicker={({ value, onChange }) => (
        <NewsSubjectPicker ofOffice={me.office !== null} value={value} onChange={onChange} />
      )}
    />
  );
}
