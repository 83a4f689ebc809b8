import styled from 'styled-components';
import { RELATED_POSTS_LIMIT, type BlogPostSummary } from '@app/contracts';
import { VisuallyHidden } from '@app/ui';
import { CardGrid, Container, Section, SectionHeader } from '../../shared/components/page-layout';
import { useRelatedPosts } from '../api/blog-posts-query';
import { BlogCard, BlogCardSkeleton } from './blog-card';

/** Up to three posts on the same topic; nothing when there are none. */
export function RelatedArticles({ post }: { post: BlogPostSummary }) {
  const related = useRelatedPosts(post);
  if (related.data?.length === 0) return null;

  return (
    <Section aria-labelledby="related-title" aria-busy={related.isPending}>
      <Container>
        <SectionHeader id="related-title" title="Related Articles" />
        {related.isPending && <VisuallyHidden role="status">Loading related articles</VisuallyHidden>}
        {related.isError ? (
          <StyledError role="status">Error fetching recommended posts</StyledError>
        ) : (
          <CardGrid>
            {related.data
              ? related.data.slice(0, RELATED_POSTS_LIMIT).map((item) => (
                  <li key={item.id}>
                    <BlogCard post={item} />
                  </li>
                ))
              : Array.from({ length: RELATED_POSTS_LIMIT }, (_, index) => (
                  <li key={index}>
                    <BlogCardSkeleton />
                  </li>
                ))}
          </CardGrid>
        )}
      </Container>
    </Section>
  );
}

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
`;
