import { type User } from '@app/contracts';
import { Table, TableBody, TableColumnHeaders, TableContainer } from '@app/ui';
import { UserRow } from './user-row';

const COLUMNS = ['Username', 'Email', 'Full Name', 'Role', 'Status', 'Actions'];

interface UsersTableProps {
  users: User[];
  actor: User;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UsersTable({ users, actor, onEdit, onDelete }: UsersTableProps) {
  return (
    <TableContainer>
      <Table>
        <TableColumnHeaders columns={COLUMNS} />
        <TableBody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} actor={actor} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
