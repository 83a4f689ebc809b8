import styled from 'styled-components';
import { type User } from '@app/contracts';
import { Badge, Button, TableCell, TableRow } from '@app/ui';
import { DeleteIcon, EditIcon } from './row-icons';
import { InlineRoleSelect } from './inline-role-select';

interface UserRowProps {
  user: User;
  actor: User;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserRow({ user, actor, onEdit, onDelete }: UserRowProps) {
  return (
    <TableRow>
      <TruncatedCell title={user.username}>{user.username}</TruncatedCell>
      <TruncatedCell title={user.email}>{user.email}</TruncatedCell>
      <TruncatedCell title={user.fullName ?? undefined}>{user.fullName}</TruncatedCell>
      <TableCell>
        <InlineRoleSelect user={user} actor={actor} />
      </TableCell>
      <TableCell>
        <Badge variant={user.isActive ? 'success' : 'neutral'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
      </TableCell>
      <StyledActionsCell>
        <Button variant="ghost" size="icon" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
          <EditIcon />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${user.username}`} onClick={() => onDelete(user)}>
          <DeleteIcon />
        </Button>
      </StyledActionsCell>
    </TableRow>
  );
}

/** Shows what fits on one line with an ellipsis; the whole text stays in the page for screen readers and in the tooltip. */
const TruncatedCell = styled(TableCell)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledActionsCell = styled(TableCell)`
  white-space: nowrap;
`;
