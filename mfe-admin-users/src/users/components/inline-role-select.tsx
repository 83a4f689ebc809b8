import { useId } from 'react';
import styled from 'styled-components';
import { assignableRoles, canChangeRole, PERMISSION_MESSAGES, ROLE_LABELS, ROLES, RoleSchema, type Role, type User } from '@app/contracts';
import { LabelOptions, Select } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { useUpdateRole } from '../api/update-role';

/** Every role the actor may give, and the user's current one (so the select never shows a role the user does not have). */
function roleOptions(current: Role, actor: User): Role[] {
  const options = assignableRoles(actor.role);
  return ROLES.filter((role) => role === current || options.includes(role));
}

/**
 * The Role cell: a select offering every role the signed-in user may give, changing the role at once through
 * update-role; only the role's name when they may not change it (with why) or have no other role to give.
 */
export function InlineRoleSelect({ user, actor }: { user: User; actor: User }) {
  const updateRole = useUpdateRole();
  const hintId = useId();
  const allowed = canChangeRole(actor, user);
  const options = roleOptions(user.role, actor);

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

  if (!allowed || options.length < 2) {
    return (
      <StyledCell>
        <span aria-describedby={allowed ? undefined : hintId}>{ROLE_LABELS[user.role]}</span>
        {!allowed && <StyledHint id={hintId}>{PERMISSION_MESSAGES.roleDenied}</StyledHint>}
      </StyledCell>
    );
  }
  return (
    <StyledCell>
      <Select aria-label={`Role for ${user.username}`} value={user.role} disabled={updateRole.isPending} onChange={(event) => onChange(event.target.value)}>
        <LabelOptions values={options} labels={ROLE_LABELS} />
      </Select>
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
