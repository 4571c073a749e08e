import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The text typed in a list's search box, which reaches the URL's query after a pause. The caller
 * starts a new search from the first page.
 */
export function useSearchBox(query: string, onSearch: (query: string | undefined) => void) {
  const [typed, setTyped] = useState(query);
  const debounced = useDebouncedValue(typed.trim(), 300);
  const search = useEffectEvent(onSearch);
  useEffect(() => {
    if (debounced !== query) search(debounced || undefined);
  }, [debounced, query]);
  return [typed, setTyped] as const;
}

/**
 * A page past the end becomes the last page: the list may have shrunk since the page was
 * chosen (its last item deleted, another area picked).
 */
export function useLastPageIfPastEnd(page: number, pages: number, goToPage: (page: number) => void) {
  const goTo = useEffectEvent(goToPage);
  useEffect(() => {
    if (pages > 0 && page > pages) goTo(pages);
  }, [page, pages]);
}
