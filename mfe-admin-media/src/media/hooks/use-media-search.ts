import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing pauses before the search is asked of the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The text typed in a search box and the search applied: the applied one follows the typing once it pauses for
 * SEARCH_DELAY_MS, so the server is asked once per search rather than once per key. A search applied elsewhere
 * (Back, Clear search) replaces the text.
 */
export function useDelayedSearch(applied: string, apply: (search: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  const [adopted, setAdopted] = useState(applied);
  if (applied !== adopted) {
    setAdopted(applied);
    if (applied !== text.trim()) setText(applied);
  }
  useEffect(() => {
    if (text.trim() === applied) return undefined;
    const timer = setTimeout(() => apply(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
  return [text, setText];
}

/**
 * The library's search kept in the address (?q=…, beside ?page=…); a new search starts at the first page. The first
 * function applies a search chosen (Filter menu, Clear search) as a new history entry; the second a typed one in place
 * of the current entry, so Back does not step through every pause in the typing.
 */
export function useSearchParam(): [string, (search: string) => void, (search: string) => void] {
  const [params, setParams] = useSearchParams();
  const applyAs = useCallback(
    (search: string, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (search) next.set('q', search);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const apply = useCallback((search: string) => applyAs(search, false), [applyAs]);
  const applyTyped = useCallback((search: string) => applyAs(search, true), [applyAs]);
  return [params.get('q') ?? '', apply, applyTyped];
}
