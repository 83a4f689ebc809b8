import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pageTitle } from '@app/content';
import { Button } from '@app/ui';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { isNotFoundError } from '../utils/not-found-error';
import { Container } from './page-layout';

interface ProblemPageProps {
  /** The heading's id, which the section names itself by. */
  titleId: string;
  title: string;
  description: string;
  /** Offers Try Again, for a read that may succeed another time. */
  onRetry?: () => void;
  /** Where the visitor can go instead: the main button, or the second beside Try Again. */
  back: { to: string; label: string };
}

/** The page saying why a post, a draft's preview or a listing cannot be shown. */
export function ProblemPage({ titleId, title, description, onRetry, back }: ProblemPageProps) {
  usePageMetadata({ title: pageTitle(title), description });

  return (
    <StyledProblem as="section" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{description}</p>
      <StyledProblemActions>
        {onRetry && <Button onClick={onRetry}>Try Again</Button>}
        <Button as={Link} to={back.to} variant={onRetry ? 'outline' : 'primary'}>
          {back.label}
        </Button>
      </StyledProblemActions>
    </StyledProblem>
  );
}

/** What a problem page says: its title and the sentence under it. */
interface ProblemText {
  title: string;
  description: string;
}

interface ReadProblemPageProps extends Pick<ProblemPageProps, 'titleId' | 'back'> {
  /** The failed read's error. */
  error: unknown;
  /** Reads the record again. */
  onRetry: () => void;
  /** Said when there is no such record (404): nothing to try again. */
  notFound: ProblemText;
  /** Said when the read failed otherwise, with Try Again. */
  failed: ProblemText;
}

/** The problem page of a record that could not be read for its page: it does not exist, or the read may succeed another time. */
export function ReadProblemPage({ error, onRetry, notFound, failed, ...page }: ReadProblemPageProps) {
  return isNotFoundError(error) ? <ProblemPage {...page} {...notFound} /> : <ProblemPage {...page} {...failed} onRetry={onRetry} />;
}

/** A centred column for a page's one message: a problem page, or the spinner while a preview loads. */
export const StyledProblem = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[4]};
  padding-top: ${({ theme }) => theme.spacing[20]};
  padding-bottom: ${({ theme }) => theme.spacing[20]};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize['4xl']};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledProblemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[3]};
`;
