import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { type ReadFailure, ReadStatus } from '@app/ui';
import { errorMessage } from '../http';

export interface QueryStatusProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, e.g. 'content drafts': used in the loading and error messages. */
  subject: string;
  /** Rendered once the data is there. */
  children: (data: T) => ReactNode;
}

/** A query's loading and failed states ('Error loading {subject}: …' with Try Again); the data itself goes to `children`. */
export function QueryStatus<T>({ query, subject, children }: QueryStatusProps<T>) {
  if (query.isPending || query.isError) return <QueryWaitOrFailure query={query} subject={subject} />;
  return children(query.data);
}

/** The spinner while a query loads, else its failure with Try Again (ReadStatus). */
export function QueryWaitOrFailure({ query, subject }: { query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>; subject: string }) {
  return <ReadStatus subject={subject} failure={query.isPending ? undefined : queryFailure(query)} />;
}

/** A failed query's message and retry, for ReadStatus and PagedResults. */
export function queryFailure(query: Pick<UseQueryResult, 'error' | 'refetch'>): ReadFailure {
  return { message: errorMessage(query.error), retry: () => void query.refetch() };
}
