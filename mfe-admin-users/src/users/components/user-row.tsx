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
      <TableCell>{user.username}</TableCell>
      <TableCell>{user.email}</TableCell>
      <TableCell>{user.fullName}</TableCell>
      <TableCell>
        <InlineRoleSelect user={user} actor={actor} />
      </TableCell>
      <TableCell>
        <Badge variant={user.isActive ? 'success' : 'neutral'}>{user.isActive ? 'Active' : 'Inactive'}</Badge>
      </TableCell>
      <TableCell>
        <Button variant="ghost" size="icon" aria-label={`Edit ${user.username}`} onClick={() => onEdit(user)}>
          <EditIcon />
        </Button>
        <Button variant="ghost" size="icon" aria-label={`Delete ${user.username}`} onClick={() => onDelete(user)}>
          <DeleteIcon />
        </Button>
      </TableCell>
    </TableRow>
  );
}
