import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { NEWSLETTER_MESSAGES } from '@app/contracts';
import { PAGE_METADATA } from '@app/content';
import { Button, Card } from '@app/ui';
import { errorMessage } from '@app/web';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { Container } from '../../shared/components/page-layout';
import { useUnsubscribeFromNewsletter } from '../api/unsubscribe';

/** Where the link in newsletter e-mails leads: one click confirms, then the token is posted. */
export function UnsubscribePage() {
  usePageMetadata(PAGE_METADATA.newsletterUnsubscribe);
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribeFromNewsletter();

  return (
    <StyledPage as="section" aria-labelledby="unsubscribe-title">
      <StyledCard>
        <h1 id="unsubscribe-title">Unsubscribe from the Newsletter</h1>
        {!token && <StyledError role="alert">{NEWSLETTER_MESSAGES.invalidToken}</StyledError>}
        {token && !unsubscribe.isSuccess && (
          <>
            <p>Confirm below and we will stop sending you the Harbourline newsletter. You can subscribe again at any time.</p>
            <Button
              size="lg"
              disabled={unsubscribe.isPending}
              aria-busy={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate({ token })}
            >
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Confirm Unsubscribe'}
            </Button>
          </>
        )}
        {unsubscribe.isSuccess && <StyledSuccess role="status">{unsubscribe.data.message}</StyledSuccess>}
        {unsubscribe.isError && <StyledError role="alert">{errorMessage(unsubscribe.error, 'Please try again later.')}</StyledError>}
        <StyledHomeLink to="/">Back to Home</StyledHomeLink>
      </StyledCard>
    </StyledPage>
  );
}

const StyledPage = styled(Container)`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing[16]};
  padding-bottom: ${({ theme }) => theme.spacing[16]};
`;

const StyledCard = styled(Card)`
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing[4]};
  width: 100%;
  max-width: 36rem;
  padding: ${({ theme }) => theme.spacing[8]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize['3xl']};
  }

  p {
    margin: 0;
  }
`;

const StyledSuccess = styled.p`
  && {
    padding: ${({ theme }) => theme.spacing[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.successSubtle};
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledError = styled.p`
  && {
    padding: ${({ theme }) => theme.spacing[4]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.destructiveSubtle};
    color: ${({ theme }) => theme.colors.destructive};
  }
`;

const StyledHomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
