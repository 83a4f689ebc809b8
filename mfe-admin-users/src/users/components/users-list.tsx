import { type User } from '@app/contracts';
import { EmptyState } from '@app/ui';
import { QueryStatus } from '@app/web';
import { type useUsers } from '../api/users-query';
import { UsersTable } from './users-table';

interface UsersListProps {
  query: ReturnType<typeof useUsers>;
  actor: User;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/** The list in each of its states: loading, failed, empty, or the table. */
export function UsersList({ query, actor, onEdit, onDelete }: UsersListProps) {
  return (
    <QueryStatus query={query} subject="users">
      {(users) =>
        users.length === 0 ? (
          <EmptyState title="No users found." headingLevel={2} />
        ) : (
          <UsersTable users={users} actor={actor} onEdit={onEdit} onDelete={onDelete} />
        )
      }
    </QueryStatus>
  );
}
