import styled from 'styled-components';
import { PAGE_METADATA } from '@app/content';
import { Button, EmptyState, VisuallyHidden } from '@app/ui';
import { Island } from '../../islands/island';
import { usePageAddress } from '../../islands/page-address';
import { NewsletterSection } from '../../newsletter/components/newsletter-section';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { CardGrid, Container, Section } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { useBlogPosts } from '../api/blog-posts-query';
import { blogFiltersOf } from '../utils/blog-address';
import { BlogCardSkeleton } from './blog-card';
import { BlogFilter } from './blog-filter';

const SKELETON_CARDS = 6;

export function BlogListPage() {
  usePageMetadata(PAGE_METADATA.blog);
  const posts = useBlogPosts();
  const initial = blogFiltersOf(usePageAddress().search);

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Property Insights"
        description="Practical articles on letting, maintaining and upgrading property in Singapore, from HDB rules to co-living and asset progression."
      />
      <Section aria-label="Articles">
        <Container>
          {posts.isPending && (
            <>
              <VisuallyHidden role="status">Loading articles</VisuallyHidden>
              <StyledPostGrid>
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <li key={index}>
                    <BlogCardSkeleton />
                  </li>
                ))}
              </StyledPostGrid>
            </>
          )}
          {posts.isError && (
            <EmptyState
              headingLevel={2}
              title="Failed to fetch blog posts"
              description="Please check your connection and try again."
              action={<Button onClick={() => posts.refetch()}>Try Again</Button>}
            />
          )}
          {posts.isSuccess && <Island name="blog-filter" component={BlogFilter} props={{ posts: posts.data, initial }} hydration="idle" />}
        </Container>
      </Section>
      <NewsletterSection />
    </>
  );
}

const StyledPostGrid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.spacing[2]};
`;
