import { useEffect } from 'react';
import styled from 'styled-components';
import type { BlogPostSummary } from '@app/contracts';
import { PAGE_METADATA } from '@app/content';
import { Button, EmptyState, VisuallyHidden } from '@app/ui';
import { usePageAddress } from '../../islands/page-address';
import { NewsletterSection } from '../../newsletter/components/newsletter-section';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { CardGrid, Container, Section } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { useBlogPosts } from '../api/blog-posts-query';
import { blogFiltersOf, type BlogFilters } from '../utils/blog-address';
import { distinctTopics, filterPosts, matchKeysOf } from '../utils/post-topics';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { BLOG_GRID_ID, MATCH_KEYS_ATTRIBUTE } from '../enhancements/blog-filter-parts';
import { enhanceBlogFilterIn } from '../enhancements/enhance-blog-filter';
import { BlogFilter } from './blog-filter';

const SKELETON_CARDS = 6;

export function BlogListPage() {
  usePageMetadata(PAGE_METADATA.blog);
  const posts = useBlogPosts();
  const filters = blogFiltersOf(usePageAddress().search);

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
          {posts.isSuccess && <FilteredPosts posts={posts.data} filters={filters} />}
        </Container>
      </Section>
      <NewsletterSection />
    </>
  );
}

/** The first row of the grid on wide screens. */
const ABOVE_THE_FOLD_CARDS = 3;

/**
 * The filter over every post's card, those the address's filters do not match hidden: once enhanced, the filter
 * shows and hides them in place. Neither the filter nor the cards are ever hydrated.
 */
function FilteredPosts({ posts, filters }: { posts: BlogPostSummary[]; filters: BlogFilters }) {
  // Only where the page is rendered in the browser (the fallback): a server-rendered page is enhanced by the site's script.
  useEffect(() => enhanceBlogFilterIn(document), []);
  const found = filterPosts(posts, filters.search, filters.topic);
  return (
    <>
      <BlogFilter topics={distinctTopics(posts)} filters={filters} found={found.length} />
      <StyledPostGrid id={BLOG_GRID_ID}>
        {posts.map((post) => (
          <li key={post.id} hidden={!found.includes(post)} {...{ [MATCH_KEYS_ATTRIBUTE]: JSON.stringify(matchKeysOf(post)) }}>
            <BlogCard post={post} headingLevel="h2" priority={found.indexOf(post) >= 0 && found.indexOf(post) < ABOVE_THE_FOLD_CARDS} />
          </li>
        ))}
      </StyledPostGrid>
    </>
  );
}

const StyledPostGrid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.spacing[2]};
`;
