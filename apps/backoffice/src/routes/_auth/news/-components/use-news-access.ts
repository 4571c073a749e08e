import { mayUse } from '@gaceta/shared/accounts/roles';
import { DEFAULT_WEB_WINDOW, type WebWindow } from '@gaceta/shared/website/web-window';
import { useMe } from '@/features/auth/api/get-me';
import type { NewsAccess } from '@/features/news/lib/news-actions';
import { useDisplayTimeZone } from '../../-components/date-time';

/**
 * What the signed-in user may do with news, and the office's time zone that schedules are entered
 * and shown in: what the news list and the editor hand to the news feature's actions.
 */
export function useNewsAccess(): {
  access: NewsAccess;
  timeZone: string;
  webWindow: WebWindow;
  newsletter: boolean;
} {
  const me = useMe();
  return {
    access: {
      write: mayUse(me, 'news.write'),
      publish: mayUse(me, 'news.publish'),
      stats: mayUse(me, 'stats.view'),
    },
    timeZone: useDisplayTimeZone(),
    webWindow: me.office?.web_window ?? DEFAULT_WEB_WINDOW,
    newsletter: mayUse(me, 'newsletter.manage'),
  };
}
