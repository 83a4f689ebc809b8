import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Reads a page number from the URL: a positive whole number, else 1. */
export function pageFromParams(params: URLSearchParams, key = 'page'): number {
  const page = Number(params.get(key));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The list's page kept in the URL's search params (`?page=3`; page 1 leaves it out), so reload and Back keep it.
 * Going to a page keeps the other params (filters, tabs) and adds a history entry.
 */
export function usePageParam(key = 'page'): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const showPage = useCallback(
    (page: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set(key, String(page));
        else next.delete(key);
        return next;
      }),
    [key, setParams],
  );
  return [pageFromParams(params, key), showPage];
}
