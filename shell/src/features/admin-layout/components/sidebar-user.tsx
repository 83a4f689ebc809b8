import styled from 'styled-components';
import { type User } from '@app/contracts';
import { roleText } from '../utils/nav-items';

export function SidebarUser({ user }: { user: User }) {
  return (
    <StyledUser aria-label="Signed in as">
      <StyledName>{user.fullName || user.username}</StyledName>
      <StyledDetail>{user.email}</StyledDetail>
      <StyledRole>{roleText(user.role)}</StyledRole>
    </StyledUser>
  );
}

const StyledUser = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
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
