import { type User } from '@app/contracts';
import { EmptyState, Pagination } from '@app/ui';
import { QueryStatus } from '@app/web';
import { type useUsers } from '../api/users-query';
import { UsersTable } from './users-table';

interface UsersListProps {
  query: ReturnType<typeof useUsers>;
  actor: User;
  /** The account just created, shown marked. */
  createdId: string | null;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
  onPage: (page: number) => void;
}

/** The list in each of its states: loading, failed, empty, or a page of the table. */
export function UsersList({ query, actor, createdId, onEdit, onDelete, onPage }: UsersListProps) {
  return (
    <QueryStatus query={query} subject="users">
      {(result) =>
        result.total === 0 ? (
          <EmptyState title="No users found." headingLevel={2} />
        ) : (
          <>
            <UsersTable users={result.items} actor={actor} createdId={createdId} onEdit={onEdit} onDelete={onDelete} />
            <Pagination page={result.page} pageSize={result.pageSize} total={result.total} onPage={onPage} />
          </>
        )
      }
    </QueryStatus>
  );
}
