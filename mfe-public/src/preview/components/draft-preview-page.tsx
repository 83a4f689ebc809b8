import '../../shared/utils/zod-without-eval';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type DraftPreview, PREVIEW_LINK_MESSAGES } from '@app/contracts';
import { pageTitle } from '@app/content';
import { Spinner } from '@app/ui';
import { formatLongDate } from '@app/web';
import { ArticleBody } from '../../blog/components/article-body';
import { ArticleTags, StyledArticle, StyledHeroImage, StyledNarrow, StyledTitle } from '../../blog/components/article-layout';
import { initialsOf } from '../../blog/utils/initials';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { InitialsAvatar } from '../../shared/components/initials-avatar';
import { HERO_IMAGE_SIZES, PostImage } from '../../shared/components/post-image';
import { ProblemPage, StyledProblem } from '../../shared/components/problem-page';
import { useDraftPreview } from '../api/draft-preview-query';

/** A draft as its post will look, opened through a preview link shared by staff. */
export function DraftPreviewPage() {
  const { token = '' } = useParams();
  const preview = useDraftPreview(token);

  if (preview.isPending) {
    return (
      <StyledProblem>
        <Spinner label="Loading preview" />
      </StyledProblem>
    );
  }
  if (preview.isError) return <PreviewUnavailable error={preview.error} onRetry={() => preview.refetch()} />;
  return <PreviewArticle draft={preview.data} />;
}

function PreviewArticle({ draft }: { draft: DraftPreview }) {
  usePageMetadata({ title: pageTitle(`Preview: ${draft.title}`), description: `A preview of "${draft.title}", not yet published.` });

  return (
    <>
      <StyledBanner aria-label="Preview">
        <strong>Preview</strong>
        <span>This draft is not published. Only people with this link can see it, until {formatLongDate(draft.expiresAt)}.</span>
      </StyledBanner>
      <StyledArticle aria-labelledby="preview-title">
        <StyledNarrow>
          <ArticleTags tags={draft.tags} />
          <StyledTitle id="preview-title">{draft.title}</StyledTitle>
          {draft.author && (
            <StyledByline>
              <InitialsAvatar initials={initialsOf(draft.author)} />
              <span>{draft.author}</span>
            </StyledByline>
          )}
        </StyledNarrow>
        {draft.featuredImage && (
          <StyledHeroImage>
            <PostImage src={draft.featuredImage} sizes={HERO_IMAGE_SIZES} width={1200} height={630} priority />
          </StyledHeroImage>
        )}
        <StyledNarrow>
          <ArticleBody html={draft.content} />
        </StyledNarrow>
      </StyledArticle>
    </>
  );
}

/** A link that does not exist (404), has expired or was withdrawn (410), or a read that failed (try again). */
function PreviewUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = (error as { status?: unknown } | null)?.status;
  const gone = status === 410;
  const known = gone || status === 404;
  const title = known ? 'Preview unavailable' : 'The preview could not be loaded';
  const description = gone ? goneMessage(error) : known ? PREVIEW_LINK_MESSAGES.notFound : 'Please check your connection and try again.';
  return (
    <ProblemPage
      titleId="preview-problem-title"
      title={title}
      description={description}
      onRetry={known ? undefined : onRetry}
      back={{ to: '/', label: 'Back to Home' }}
    />
  );
}

/** The API says whether the link expired or was withdrawn; anything else reads as withdrawn. */
function goneMessage(error: unknown): string {
  const message = (error as { userMessage?: unknown }).userMessage;
  return message === PREVIEW_LINK_MESSAGES.expired ? PREVIEW_LINK_MESSAGES.expired : PREVIEW_LINK_MESSAGES.revoked;
}

const StyledBanner = styled.aside`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing[2]};
  padding: ${({ theme }) => theme.spacing[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  text-align: center;

  strong {
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
`;

const StyledByline = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[3]};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
`;
