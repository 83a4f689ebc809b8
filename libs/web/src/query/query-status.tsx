import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { LoadWaitOrFailure } from '@app/ui';
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

/** The spinner while a query loads, else its failure with Try Again. */
export function QueryWaitOrFailure({ query, subject }: { query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>; subject: string }) {
  return <LoadWaitOrFailure pending={query.isPending} error={query.error} subject={subject} describeError={errorMessage} retry={query.refetch} />;
}
