import { useCallback, useRef } from 'react';

/** What had focus when a dialog opened, and where it sat: the row of a list or table, if any. */
interface Origin {
  opener: HTMLElement;
  /** The opener's place among its row's focusable controls, to pick the same control in a neighbour. */
  position: number;
  nextRow: Element | null;
  previousRow: Element | null;
  parentRow: Element | null;
}

const ROW = 'tr, li';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function focusables(within: Element): HTMLElement[] {
  return [...within.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(canTakeFocus);
}

function canTakeFocus(element: HTMLElement): boolean {
  return (
    element.isConnected &&
    element.tabIndex >= 0 &&
    !element.matches(':disabled') &&
    element.checkVisibility({ visibilityProperty: true })
  );
}

/**
 * The control that opened the dialog. A dialog opened from a menu item stands for the menu's
 * button, which Radix names the menu by (aria-labelledby), since the item goes with the menu.
 */
function openerOf(active: Element | null): HTMLElement | null {
  let element = active;
  for (let menu = element?.closest('[role="menu"]'); menu; menu = element?.closest('[role="menu"]')) {
    const buttonId = menu.getAttribute('aria-labelledby');
    element = buttonId ? document.getElementById(buttonId) : null;
  }
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

function originOf(active: Element | null): Origin | null {
  const opener = openerOf(active);
  if (!opener) return null;
  const row = opener.closest(ROW);
  return {
    opener,
    position: row ? focusables(row).indexOf(opener) : 0,
    nextRow: row?.nextElementSibling ?? null,
    previousRow: row?.previousElementSibling ?? null,
    parentRow: row?.parentElement?.closest(ROW) ?? null,
  };
}

/** The opener, or when it went with its row (a delete), the same control in the next row, else nearby. */
function returnTarget({ opener, position, nextRow, previousRow, parentRow }: Origin): HTMLElement | null {
  if (canTakeFocus(opener)) return opener;
  for (const row of [nextRow, previousRow, parentRow]) {
    if (!row?.isConnected) continue;
    const controls = focusables(row);
    const control = row === parentRow ? controls[0] : (controls[position] ?? controls[0]);
    if (control) return control;
  }
  return null;
}

/**
 * Radix returns focus to a Dialog.Trigger on close; most dialogs here open from state (a row's
 * button, a menu item), and focus would drop to <body>. The content's ref notes what had focus as
 * it opened (before Radix moves focus in) and onCloseAutoFocus takes focus back there.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void) {
  const origin = useRef<Origin | null>(null);
  // Stable, so React calls it once as the content appears rather than on every render.
  const ref = useCallback((content: HTMLElement | null) => {
    if (content) origin.current = originOf(document.activeElement);
  }, []);
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !origin.current) return;
    const target = returnTarget(origin.current);
    origin.current = null;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return { ref, onCloseAutoFocus: returnFocus };
}
