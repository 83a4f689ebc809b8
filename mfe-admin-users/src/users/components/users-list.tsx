import { type User } from '@app/contracts';
import { EmptyState, PagedResults } from '@app/ui';
import { pagedState } from '@app/web';
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
    <PagedResults state={pagedState(query)} subject="users" onPage={onPage} empty={<EmptyState title="No users found." headingLevel={2} />}>
      {(items) => <UsersTable users={items} actor={actor} createdId={createdId} onEdit={onEdit} onDelete={onDelete} />}
    </PagedResults>
  );
}
