import { useEffect, useRef } from 'react';
import styled, { css } from 'styled-components';
import { type User } from '@app/contracts';
import { Badge, Button, TableCell, TableRow, VisuallyHidden } from '@app/ui';
import { DeleteIcon, EditIcon } from './row-icons';
import { InlineRoleSelect } from './inline-role-select';

interface UserRowProps {
  user: User;
  actor: User;
  /** Marked, and focused when it appears, so sighted and screen-reader users both find the new account. */
  justCreated?: boolean;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

export function UserRow({ user, actor, justCreated = false, onEdit, onDelete }: UserRowProps) {
  const row = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (justCreated) row.current?.focus();
  }, [justCreated]);

  return (
    <StyledRow ref={row} tabIndex={justCreated ? -1 : undefined} $justCreated={justCreated}>
      <TruncatedCell title={user.username}>
        {justCreated && <VisuallyHidden>Just created: </VisuallyHidden>}
        {user.username}
      </TruncatedCell>
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
    </StyledRow>
  );
}

const justCreatedStyles = css`
  background: ${({ theme }) => theme.colors.accentSubtle};
  box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.accent};

  &:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const StyledRow = styled(TableRow)<{ $justCreated: boolean }>`
  ${({ $justCreated }) => $justCreated && justCreatedStyles}
`;

/** Shows what fits on one line with an ellipsis; the whole text stays in the page for screen readers and in the tooltip. */
const TruncatedCell = styled(TableCell)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledActionsCell = styled(TableCell)`
  white-space: nowrap;
`;
