import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type User } from '@app/contracts';
import { Stack } from '@app/ui';
import { roleText } from '../utils/nav-items';

/** Who is signed in, with a link to their own profile, password and sessions (/admin/account). */
export function SidebarUser({ user, onNavigate }: { user: User; onNavigate: () => void }) {
  return (
    <StyledUser as="section" $gap={1} aria-label="Signed in as">
      <StyledName>{user.fullName || user.username}</StyledName>
      <StyledDetail>{user.email}</StyledDetail>
      <StyledRole>{roleText(user.role)}</StyledRole>
      <StyledAccountLink to="/admin/account" onClick={onNavigate}>
        My Account
      </StyledAccountLink>
    </StyledUser>
  );
}

const StyledUser = styled(Stack)`
  overflow-wrap: anywhere;
`;

const StyledName = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;

const StyledDetail = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const StyledRole = styled(StyledDetail)`
  color: ${({ theme }) => theme.colors.accent};
  text-transform: capitalize;
`;

const StyledAccountLink = styled(Link)`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.onPrimary};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
