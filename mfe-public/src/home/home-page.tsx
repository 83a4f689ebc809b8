import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@app/ui';

export function HomePage() {
  return (
    <StyledHero aria-labelledby="hero-title">
      <h1 id="hero-title">Premium Property Management in Singapore</h1>
      <p>
        From HDB flats to luxury condominiums and co-living homes, we look after your property and plan its next step, so
        your asset keeps growing while you get on with life.
      </p>
      <StyledActions>
        <Button as={Link} to="/contact" size="lg">
          Contact Us
        </Button>
        <Button as={Link} to="/services" size="lg" variant="outline">
          Our Services
        </Button>
      </StyledActions>
    </StyledHero>
  );
}

const StyledHero = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[5]};
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.spacing[8]} ${theme.spacing[5]}`};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing[3]};
`;
