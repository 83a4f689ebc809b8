import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AdminPage, Button, DetailCard, type DetailCardProps, ReadStatus } from '@app/ui';
import { queryFailure } from '@app/web';

/** The link at the top of a record's page, back to where it was found. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button as={Link} to={to} variant="ghost" size="sm">
      {children}
    </Button>
  );
}

type QueryDetailPageProps<T> = {
  back: ReactNode;
  query: UseQueryResult<T>;
  /** What loads, e.g. 'the request': used in the loading and error messages. */
  subject: string;
  /** The record's card (DetailCard): its title, status, description, body and actions. */
  detail: (record: T) => DetailCardProps;
  /** Sections that do not need the record: shown below it, and already while it loads or if it fails. */
  children?: ReactNode;
};

/**
 * A page that shows one record it loads, like DetailFrame: the back link, the record's card (its loading or failed state
 * until then) and the sections, which stay mounted while the record loads.
 */
export function QueryDetailPage<T>({ back, query, subject, detail, children }: QueryDetailPageProps<T>) {
  return (
    <AdminPage $gap={4}>
      {back}
      {query.isSuccess ? <DetailCard {...detail(query.data)} /> : <ReadStatus subject={subject} failure={query.isPending ? undefined : queryFailure(query)} />}
      {children}
    </AdminPage>
  );
}
