import styled from 'styled-components';
import { type User } from '@app/contracts';
import { Table, TableBody, TableColumnHeaders, TableContainer } from '@app/ui';
import { UserRow } from './user-row';

const COLUMNS = ['Username', 'Email', 'Full Name', 'Role', 'Status', 'Actions'];

interface UsersTableProps {
  users: User[];
  actor: User;
  createdId: string | null;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

/**
 * Fixed column widths: Role, Status and Actions keep their room and long texts are cut short in their own cells,
 * so no e-mail address can push the actions off-screen.
 */
export function UsersTable({ users, actor, createdId, onEdit, onDelete }: UsersTableProps) {
  return (
    <TableContainer>
      <StyledTable>
        <colgroup>
          <col />
          <col className="email" />
          <col />
          <col className="role" />
          <col className="status" />
          <col className="actions" />
        </colgroup>
        <TableColumnHeaders columns={COLUMNS} />
        <TableBody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} actor={actor} justCreated={user.id === createdId} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </TableBody>
      </StyledTable>
    </TableContainer>
  );
}

const StyledTable = styled(Table)`
  table-layout: fixed;
  min-width: 52rem;

  .email {
    width: 30%;
  }
  .role {
    width: 11.5rem;
  }
  .status {
    width: 6.5rem;
  }
  .actions {
    width: 7.5rem;
  }
`;
