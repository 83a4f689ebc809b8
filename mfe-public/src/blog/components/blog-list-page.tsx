import { useEffect } from 'react';
import styled from 'styled-components';
import type { BlogListPage as BlogListPageData } from '@app/contracts';
import { PAGE_METADATA } from '@app/content';
import { Button, EmptyState, VisuallyHidden } from '@app/ui';
import { usePageAddress } from '../../islands/page-address';
import { NewsletterSection } from '../../newsletter/components/newsletter-section';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { CardGrid, Container, Section } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { PageLinks } from '../../shared/components/page-links';
import { SearchIcon } from '../../shared/components/icons';
import { useBlogPage } from '../api/blog-posts-query';
import { blogAddress, blogFiltersOf, type BlogFilters } from '../utils/blog-address';
import { BlogCard, BlogCardSkeleton } from './blog-card';
import { BLOG_FILTER_PARTS, BLOG_GRID_ID } from '../enhancements/blog-filter-parts';
import { enhanceBlogFilterIn } from '../enhancements/enhance-blog-filter';
import { BlogFilter } from './blog-filter';

const SKELETON_CARDS = 6;

export function BlogListPage() {
  usePageMetadata(PAGE_METADATA.blog);
  const filters = blogFiltersOf(usePageAddress().search);
  const listing = useBlogPage(filters);

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Property Insights"
        description="Practical articles on letting, maintaining and upgrading property in Singapore, from HDB rules to co-living and asset progression."
      />
      <Section aria-label="Articles">
        <Container>
          {listing.isPending && (
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
          {listing.isError && (
            <EmptyState
              headingLevel={2}
              title="Failed to fetch blog posts"
              description="Please check your connection and try again."
              action={<Button onClick={() => listing.refetch()}>Try Again</Button>}
            />
          )}
          {listing.isSuccess && <FoundPosts listing={listing.data} filters={filters} />}
        </Container>
      </Section>
      <NewsletterSection />
    </>
  );
}

/** The first row of the grid on wide screens. */
const ABOVE_THE_FOLD_CARDS = 3;

/**
 * The filter over the page of posts it found, and links to the other pages; nothing else of the blog is in the
 * page. Once enhanced, the filter replaces what it found in place. Neither the filter nor the cards are ever hydrated.
 */
function FoundPosts({ listing, filters }: { listing: BlogListPageData; filters: BlogFilters }) {
  // Only where the page is rendered in the browser (the fallback): a server-rendered page is enhanced by the site's script.
  useEffect(() => enhanceBlogFilterIn(document), []);
  const pages = Math.ceil(listing.total / listing.pageSize);
  return (
    <BlogFilter topics={listing.topics} filters={filters} found={listing.total}>
      {listing.items.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<SearchIcon />}
          title="No articles found"
          description="Try a different search or topic."
          action={
            <Button as="a" href="/blog" {...{ [BLOG_FILTER_PARTS.reset]: true }}>
              Reset Filters
            </Button>
          }
        />
      ) : (
        <StyledPostGrid id={BLOG_GRID_ID}>
          {listing.items.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel="h2" priority={index < ABOVE_THE_FOLD_CARDS} />
            </li>
          ))}
        </StyledPostGrid>
      )}
      <PageLinks label="Pages of articles" page={filters.page} pages={pages} addressOf={(page) => blogAddress({ ...filters, page })} />
    </BlogFilter>
  );
}

const StyledPostGrid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.spacing[2]};
`;
