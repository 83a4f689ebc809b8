import { type UseMutationResult } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { type PageMetadata } from '@app/content';
import { Card } from '@app/ui';
import { errorMessage } from '@app/web';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { ActionButton } from '../../shared/components/action-button';
import { Container } from '../../shared/components/page-layout';

export interface NewsletterLinkPageProps {
  metadata: PageMetadata;
  title: string;
  /** What the button does, said before it. */
  intro: string;
  action: string;
  pendingAction: string;
  /** Shown when the link carries no token. */
  invalidLink: string;
  /** Posts the link's token; its answer's message is shown. */
  mutation: UseMutationResult<{ message: string }, Error, { token: string }>;
}

/**
 * The page a newsletter e-mail's link opens: mail scanners follow links, so only the button's POST acts on the token.
 */
export function NewsletterLinkPage({ metadata, title, intro, action, pendingAction, invalidLink, mutation }: NewsletterLinkPageProps) {
  usePageMetadata(metadata);
  const token = useSearchParams()[0].get('token') ?? '';

  return (
    <StyledPage as="section" aria-labelledby="newsletter-link-title">
      <StyledCard>
        <h1 id="newsletter-link-title">{title}</h1>
        {!token && <StyledError role="alert">{invalidLink}</StyledError>}
        {token && !mutation.isSuccess && (
          <>
            <p>{intro}</p>
            <ActionButton size="lg" pending={mutation.isPending} pendingLabel={pendingAction} onClick={() => mutation.mutate({ token })}>
              {action}
            </ActionButton>
          </>
        )}
        {mutation.isSuccess && <StyledSuccess role="status">{mutation.data.message}</StyledSuccess>}
        {mutation.isError && <StyledError role="alert">{errorMessage(mutation.error, 'Please try again later.')}</StyledError>}
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
