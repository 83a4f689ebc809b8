import { type Endpoint, type ResponseOf } from '@app/contracts';
import type { InfiniteData, QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import { type EndpointInput } from './endpoint-input';
import { endpointQueryKey } from './endpoint-query';

/** One page of a paged list, as `pageOf` in @app/contracts answers it. */
interface ListPage<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** A GET endpoint that answers one page of a list. */
type PagedEndpoint = Endpoint<string, z.ZodType<ListPage<{ id: string }>>>;
type ItemOf<E extends PagedEndpoint> = ResponseOf<E> extends ListPage<infer Item extends { id: string }> ? Item : never;

/** The number of the page after this one, or undefined once the pages up to it hold the whole list. */
export function nextPageNumber({ page, pageSize, total }: ListPage<unknown>): number | undefined {
  return page * pageSize < total ? page + 1 : undefined;
}

/** Every item of the pages read so far, in order, each once (a page read after the list grew repeats some). */
export function itemsOfPages<Item extends { id: string }>({ pages }: InfiniteData<ListPage<Item>>): Item[] {
  const byId = new Map(pages.flatMap((page) => page.items).map((item) => [item.id, item]));
  return [...byId.values()];
}

/**
 * `useInfiniteQuery` options of a paged GET endpoint: page 1 first, then each next page on `fetchNextPage` until the
 * list is read; its data is every item read so far. The key is the endpoint's, so `invalidate` refreshes it.
 */
export function endpointPagesQuery<E extends PagedEndpoint>(endpoint: E, input: EndpointInput<E>) {
  return {
    queryKey: endpointQueryKey(endpoint, input),
    queryFn: ({ pageParam, signal }: QueryFunctionContext<QueryKey, number>) =>
      callEndpoint(endpoint, { ...input, query: { ...(input.query as object), page: pageParam } } as EndpointInput<E>, { signal, retries: 0 }) as Promise<
        ListPage<ItemOf<E>>
      >,
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
    select: itemsOfPages<ItemOf<E>>,
  };
}
