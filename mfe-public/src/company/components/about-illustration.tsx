import styled from 'styled-components';
import { Container } from '../../shared/components/page-layout';

/** The picture beside the company's story, on the home page and on /about. */
export function AboutIllustration() {
  return (
    <StyledImage
      src="/images/about.svg"
      alt="Illustration of a Harbourline property manager handing keys to a new tenant"
      width={560}
      height={460}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The story beside its illustration: stacked on small screens, side by side (`$columns`) on wide ones. */
export const AboutGrid = styled(Container)<{ $columns: string }>`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[10]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $columns }) => $columns};
  }
`;

const StyledImage = styled.img`
  width: 100%;
  height: auto;
`;
