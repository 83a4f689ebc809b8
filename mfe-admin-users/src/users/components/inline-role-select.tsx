import { useId } from 'react';
import styled from 'styled-components';
import { canChangeRole, inlineRoleOptions, PERMISSION_MESSAGES, ROLE_LABELS, ROLES, RoleSchema, type Role, type User } from '@app/contracts';
import { Select } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useUpdateRole } from '../api/update-role';

/** SPEC §6's inline options, plus the current role so the select never shows a role the user does not have. */
function roleOptions(current: Role): Role[] {
  const options = inlineRoleOptions(current);
  return ROLES.filter((role) => role === current || options.includes(role));
}

/** The Role cell: changes the role at once through update-role, when the actor may. */
export function InlineRoleSelect({ user, actor }: { user: User; actor: User }) {
  const updateRole = useUpdateRole();
  const hintId = useId();
  const allowed = canChangeRole(actor, user);

  const onChange = (value: string) => {
    const role = RoleSchema.parse(value);
    if (role === user.role) return;
    updateRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast({ title: 'Role updated', description: 'User role has been updated successfully.' }),
        onError: (error) => toast({ title: 'Error updating role', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <StyledCell>
      <Select
        aria-label={`Role for ${user.username}`}
        aria-describedby={allowed ? undefined : hintId}
        value={user.role}
        disabled={!allowed || updateRole.isPending}
        onChange={(event) => onChange(event.target.value)}
      >
        {roleOptions(user.role).map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </Select>
      {!allowed && <StyledHint id={hintId}>{PERMISSION_MESSAGES.roleDenied}</StyledHint>}
    </StyledCell>
  );
}

const StyledCell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
  min-width: 10rem;
`;

const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
