import { Trans, useLingui } from '@lingui/react/macro';
import { Outlet, useRouter } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SelectedAreaSelect } from '@/components/form/selected-area-select';
import { focusPageHeading, MAIN_CONTENT_ID } from '@/components/layout/page';
import { SkipLink } from '@/components/layout/skip-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { useMe } from '@/features/auth/api/get-me';
import { ImpersonationBanner } from '@/features/auth/components/impersonation-banner';
import { visibleNavigation } from './navigation';
import { Sidebar } from './sidebar';
import { UserMenu } from './user-menu';

/**
 * A new screen (not a new page or search of the same one) puts focus on its title. A page loaded
 * afresh leaves focus at its start, so the first Tab reaches the skip link.
 */
function useFocusHeadingAfterNavigation() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe(
        'onRendered',
        ({ pathChanged, fromLocation }) => pathChanged && fromLocation && focusPageHeading(),
      ),
    [router],
  );
}

/** The signed-in frame: side menu, top bar with the user menu, and the screen. */
export function AppShell() {
  const { t } = useLingui();
  const me = useMe();
  const [menuOpen, setMenuOpen] = useState(false);
  // Closing the menu by following one of its links leaves focus to the new screen's title.
  const closedByNavigation = useRef(false);
  const groups = visibleNavigation(me);
  const officeName = me.office?.name ?? t`Gaceta administration`;
  useFocusHeadingAfterNavigation();

  return (
    <div className="min-h-dvh lg:pl-(--sidebar-width)">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-(--sidebar-width) lg:flex">
        <Sidebar groups={groups} officeName={officeName} />
      </aside>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent
          closeLabel={t`Close the menu`}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!closedByNavigation.current) return;
            closedByNavigation.current = false;
            event.preventDefault();
            focusPageHeading();
          }}
        >
          <DialogTitle className="sr-only">
            <Trans>Main menu</Trans>
          </DialogTitle>
          <Sidebar
            groups={groups}
            officeName={officeName}
            onNavigate={() => {
              closedByNavigation.current = true;
              setMenuOpen(false);
            }}
          />
        </SheetContent>
      </Dialog>

      <div className="sticky top-0 z-20">
        <ImpersonationBanner me={me} />
        <header className="flex h-16 items-center gap-3 border-b bg-card/90 px-4 backdrop-blur sm:px-6 lg:px-10">
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={t`Open the menu`}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-5!" aria-hidden />
          </Button>
          <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
            <span className="lg:hidden">{officeName}</span>
          </p>
          {me.kind === 'admin' && <SelectedAreaSelect />}
          <UserMenu me={me} />
        </header>
      </div>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10">
        <Outlet />
      </main>
    </div>
  );
}
