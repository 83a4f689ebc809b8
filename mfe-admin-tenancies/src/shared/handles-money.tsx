import { type ReactNode } from 'react';
import styled from 'styled-components';
import { canManageMoney } from '@app/contracts';
import { useCurrentUser } from '@app/web';

/**
 * Whether the signed-in staff member may touch money: the Rent area, and creating, editing or ending tenancies and
 * owners (admins and super admins; decision 016). Others read, and invite to the portal; the API refuses them the rest.
 */
export function useHandlesMoney(): boolean {
  const user = useCurrentUser();
  return user !== null && canManageMoney(user.role);
}

/** Said where a form is read-only for a content manager. */
export const MONEY_STAFF_ONLY = 'Only admins and super admins change tenancies, owners and their fees.';

/** A form that changes money or tenancies: as it is for admins and super admins; shown disabled, with why, to anyone else. */
export function MoneyStaffOnly({ children }: { children: ReactNode }) {
  if (useHandlesMoney()) return children;
  return (
    <StyledReadOnly disabled>
      <p>{MONEY_STAFF_ONLY}</p>
      {children}
    </StyledReadOnly>
  );
}

const StyledReadOnly = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  > p {
    margin: 0 0 ${({ theme }) => theme.spacing[4]};
    color: ${({ theme }) => theme.colors.muted};
  }
`;
