import { Trans } from '@lingui/react/macro';
import type { MouseEvent, ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@/components/layout/page';

/**
 * The first Tab stop of every layout: straight to the screen, past the menu or header; or, with a
 * `target`, to a part of a long screen (the editor's workflow). Shown only while focused.
 */
export function SkipLink({ target = MAIN_CONTENT_ID, children }: { target?: string; children?: ReactNode }) {
  const skip = (event: MouseEvent) => {
    // Focus rather than follow the #hash, which the router would treat as a navigation.
    event.preventDefault();
    const element = document.getElementById(target);
    element?.focus();
    element?.scrollIntoView();
  };
  return (
    <a
      href={`#${target}`}
      onClick={skip}
      className="sr-only z-50 rounded-md bg-card px-4 py-2 text-sm font-medium text-ink-900 shadow-lg outline-none focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:ring-2 focus:ring-ring"
    >
      {children ?? <Trans>Skip to content</Trans>}
    </a>
  );
}
