import { useSyncExternalStore } from 'react';
import * as v from 'valibot';

/**
 * The 'custom newsletter' selection (spec section 6): the news items an office user picks from the
 * list for a newsletter of their own choosing. Adding ignores an id already present, removing is by
 * id, clearing empties it. Kept for the browser tab in session storage, one selection per office so
 * an admin acting for several offices never mixes them.
 */
export interface SelectedNews {
  id: string;
  title: string;
}

const Selection = v.array(v.object({ id: v.string(), title: v.string() }));
const EMPTY: readonly SelectedNews[] = [];

export const selectionKey = (officeId: string) => `custom_newsletter.${officeId}`;

export function createNewsletterSelection(storage: Storage, officeId: string) {
  const key = selectionKey(officeId);
  const listeners = new Set<() => void>();
  // useSyncExternalStore wants the same array back until the selection changes.
  let cached: { raw: string | null; items: readonly SelectedNews[] } = { raw: null, items: EMPTY };

  const read = (): readonly SelectedNews[] => {
    const raw = storage.getItem(key);
    if (raw !== cached.raw) {
      let parsed: unknown = null;
      try {
        parsed = raw === null ? null : JSON.parse(raw);
      } catch {
        // A damaged entry counts as an empty selection.
      }
      cached = { raw, items: v.is(Selection, parsed) ? parsed : EMPTY };
    }
    return cached.items;
  };
  const write = (items: readonly SelectedNews[]) => {
    if (items.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(items));
    for (const listener of listeners) listener();
  };

  return {
    items: read,
    has: (id: string) => read().some((item) => item.id === id),
    add(news: SelectedNews) {
      const items = read();
      if (items.some((item) => item.id === news.id)) return;
      write([...items, { id: news.id, title: news.title }]);
    },
    remove(id: string) {
      const items = read();
      if (items.some((item) => item.id === id)) write(items.filter((item) => item.id !== id));
    },
    clear: () => write(EMPTY),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type NewsletterSelection = ReturnType<typeof createNewsletterSelection>;

const selections = new Map<string, NewsletterSelection>();

/** The office's selection in this tab (one store per office, shared by every component). */
export function newsletterSelection(officeId: string): NewsletterSelection {
  let selection = selections.get(officeId);
  if (!selection) {
    selection = createNewsletterSelection(sessionStorage, officeId);
    selections.set(officeId, selection);
  }
  return selection;
}

/** The selection's items, re-rendering when it changes, and the store to change it. */
export function useNewsletterSelection(officeId: string) {
  const selection = newsletterSelection(officeId);
  const items = useSyncExternalStore(selection.subscribe, selection.items);
  return { items, selection };
}
