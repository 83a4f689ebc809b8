import styled from 'styled-components';

/** The Harbourline mark: a roofline over harbour waves. Decorative; the link around it carries the name. */
export function BrandMark() {
  return (
    <StyledMark viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="mark-tile" />
      <path d="M7 15 16 8l9 7" className="mark-roof" />
      <path
        d="M7 20c2 0 2-1.5 4.5-1.5S14 20 16 20s2-1.5 4.5-1.5S23 20 25 20M7 24.5c2 0 2-1.5 4.5-1.5S14 24.5 16 24.5s2-1.5 4.5-1.5 2.5 1.5 4.5 1.5"
        className="mark-waves"
      />
    </StyledMark>
  );
}

const StyledMark = styled.svg`
  flex: none;

  .mark-tile {
    fill: ${({ theme }) => theme.colors.primary};
  }

  .mark-roof,
  .mark-waves {
    fill: none;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }

  .mark-roof {
    stroke: ${({ theme }) => theme.colors.accent};
  }

  .mark-waves {
    stroke: ${({ theme }) => theme.colors.onPrimary};
  }
`;
