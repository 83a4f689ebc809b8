import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CLOSING_BANNER } from '@app/content';
import { Button } from '@app/ui';
import { PhoneIcon } from '../../shared/components/icons';
import { Container } from '../../shared/components/page-layout';
import { useCompanyProfile } from '../api/company-profile-query';
import { phoneHref } from '../utils/contact-links';

export function ClosingBanner() {
  const { phone } = useCompanyProfile();

  return (
    <StyledBanner aria-labelledby="closing-banner-title">
      <Container>
        <h2 id="closing-banner-title">{CLOSING_BANNER.title}</h2>
        <p>{CLOSING_BANNER.description}</p>
        <StyledActions>
          <StyledContactButton as={Link} to="/contact" size="lg">
            Contact Us Today
          </StyledContactButton>
          <StyledCallButton as="a" href={phoneHref(phone)} size="lg" variant="outline">
            <PhoneIcon />
            Call Us
          </StyledCallButton>
        </StyledActions>
      </Container>
    </StyledBanner>
  );
}

const StyledBanner = styled.section`
  padding: ${({ theme }) => `${theme.spacing[16]} 0`};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.primaryHover});
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;

  h2 {
    margin: 0 auto;
    max-width: 40rem;
    color: inherit;
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  }

  p {
    max-width: 40rem;
    margin: ${({ theme }) => theme.spacing[4]} auto 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
  margin-top: ${({ theme }) => theme.spacing[8]};
`;

const StyledContactButton = styled(Button)`
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accentHover};
  }
`;

const StyledCallButton = styled(Button)`
  border-color: ${({ theme }) => theme.colors.onPrimary};
  background: transparent;
  color: ${({ theme }) => theme.colors.onPrimary};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;
