import styled from 'styled-components';

/** A round badge with someone's initials; decorative, as their name is always written beside it. */
export function InitialsAvatar({ initials }: { initials: string }) {
  return <StyledAvatar aria-hidden="true">{initials}</StyledAvatar>;
}

const StyledAvatar = styled.span`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;
