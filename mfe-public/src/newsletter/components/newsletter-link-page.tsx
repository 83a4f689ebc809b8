import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FORM_SENT_PARAM } from '@app/contracts';
import { type PageMetadata } from '@app/content';
import { Card } from '@app/ui';
import { Island } from '../../islands/island';
import { usePageSearchParam } from '../../islands/page-address';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { Container } from '../../shared/components/page-layout';
import { NewsletterLinkAction, type NewsletterLinkKind, StyledNotice } from './newsletter-link-action';

export interface NewsletterLinkPageProps {
  metadata: PageMetadata;
  kind: NewsletterLinkKind;
  title: string;
  /** What the button does, said before it. */
  intro: string;
  action: string;
  pendingAction: string;
  /** Shown when the link carries no token. */
  invalidLink: string;
  /** The `?sent=` its form route comes back with, and what the page then says. */
  done: { sent: string; message: string };
}

/**
 * The page a newsletter e-mail's link opens: mail scanners follow links, so only the button's POST acts on the token.
 */
export function NewsletterLinkPage({ metadata, kind, title, intro, action, pendingAction, invalidLink, done }: NewsletterLinkPageProps) {
  usePageMetadata(metadata);
  const token = usePageSearchParam('token') ?? '';
  const sentWithoutScript = usePageSearchParam(FORM_SENT_PARAM) === done.sent;

  return (
    <StyledPage as="section" aria-labelledby="newsletter-link-title">
      <StyledCard>
        <h1 id="newsletter-link-title">{title}</h1>
        {sentWithoutScript && <StyledNotice role="status">{done.message}</StyledNotice>}
        {!sentWithoutScript && !token && (
          <StyledNotice role="alert" $tone="error">
            {invalidLink}
          </StyledNotice>
        )}
        {!sentWithoutScript && token && (
          <>
            <p>{intro}</p>
            <Island name="newsletter-link-action" component={NewsletterLinkAction} props={{ kind, token, action, pendingAction }} />
          </>
        )}
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

const StyledHomeLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
