import { useLingui } from '@lingui/react/macro';
import { Link, useMatchRoute } from '@tanstack/react-router';
import { Logo } from '@/components/layout/logo';
import type { NavGroup, NavItem } from './navigation';

/** The 320 px navigation column (spec section 9); inside a sliding panel below 992 px. */
export function Sidebar({
  groups,
  officeName,
  onNavigate,
}: {
  groups: NavGroup[];
  officeName: string;
  onNavigate?: () => void;
}) {
  const { i18n, t } = useLingui();
  const current = useCurrentItem(groups);
  return (
    <div className="flex h-full w-full flex-col bg-ink-900 text-ink-100">
      <div className="px-6 pt-6 pb-5">
        <Link
          to="/dashboard"
          onClick={onNavigate}
          className="block w-fit rounded-md outline-none focus-visible:ring-2 focus-visible:ring-brass-300"
        >
          <Logo inverse />
        </Link>
        <p className="mt-4 truncate rounded-md bg-white/5 px-3 py-2 text-sm text-ink-200 ring-1 ring-white/10">
          {officeName}
        </p>
      </div>
      <nav aria-label={t`Main menu`} className="flex-1 overflow-y-auto px-3 pb-6">
        {groups.map((group) => (
          <div key={group.title.id} className="mt-4 first:mt-0">
            <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-widest text-ink-300 uppercase">
              {i18n._(group.title)}
            </p>
            <ul className="grid gap-0.5">
              {group.items.map(({ label, icon: Icon, link }: NavItem) => (
                <li key={label.id}>
                  <Link
                    {...link}
                    activeOptions={{ exact: true }}
                    aria-current={link === current ? 'page' : undefined}
                    data-current={link === current}
                    onClick={onNavigate}
                    className="group flex items-center gap-3 rounded-md px-3 py-2 text-sm text-ink-200 outline-none transition-colors hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-brass-300 hover:text-white data-[current=true]:bg-white/10 data-[current=true]:font-medium data-[current=true]:text-white"
                  >
                    <Icon
                      className="size-4 shrink-0 text-ink-400 group-hover:text-ink-200 group-data-[current=true]:text-brass-300"
                      aria-hidden
                    />
                    <span className="truncate">{i18n._(label)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

/**
 * The menu's item for the screen shown: its own, or else the one whose section it is in (the news
 * list for an article's editor), the deepest that matches; so "News" is not current beside "New
 * article" on the new article's screen.
 */
function useCurrentItem(groups: NavGroup[]): NavItem['link'] | undefined {
  const matchRoute = useMatchRoute();
  const matching = groups
    .flatMap((group) => group.items)
    .filter(({ link }) => matchRoute({ to: link.to, params: link.params, fuzzy: true }) !== false)
    .map(({ link }) => link);
  return matching.toSorted((a, b) => String(b.to).length - String(a.to).length)[0];
}
