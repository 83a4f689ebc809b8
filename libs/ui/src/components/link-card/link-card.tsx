import styled, { css } from 'styled-components';

/**
 * A card that is one link as a whole: a title and a line or two under it. An anchor by default; a router link with
 * `as={Link}`. `$centered` centres its content (a card with an icon on top).
 */
export const LinkCard = styled.a<{ $centered?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[2]};
  height: 100%;
  padding: ${({ theme }) => theme.spacing[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.transitions.fast};

  ${({ $centered }) =>
    $centered &&
    css`
      align-items: center;
      text-align: center;
    `}

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
