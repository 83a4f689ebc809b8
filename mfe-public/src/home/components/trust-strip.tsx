import styled from 'styled-components';
import { TRUST_STATS } from '@app/content';
import { Container } from '../../shared/components/page-layout';

export function TrustStrip() {
  return (
    <StyledStrip aria-label="Why owners trust us">
      <Container>
        <StyledStats>
          {TRUST_STATS.map((stat) => (
            <div key={stat.label}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </StyledStats>
      </Container>
    </StyledStrip>
  );
}

const StyledStrip = styled.section`
  padding: ${({ theme }) => `${theme.spacing[8]} 0`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[6]};
  margin: 0;
  text-align: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.spacing[1]};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
    font-family: ${({ theme }) => theme.typography.fontFamily.heading};
    font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
    font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  }

  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;
