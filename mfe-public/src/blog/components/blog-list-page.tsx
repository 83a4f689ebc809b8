import { useMemo } from 'react';
import styled from 'styled-components';
import { PAGE_METADATA } from '@app/content';
import { Button, EmptyState, Input, Tabs, TabsContent, TabsList, TabsTrigger, VisuallyHidden } from '@app/ui';
import { NewsletterSection } from '../../newsletter/components/newsletter-section';
import { usePageMetadata } from '../../seo/use-page-metadata';
import { SearchIcon } from '../../shared/components/icons';
import { CardGrid, Container, Section } from '../../shared/components/page-layout';
import { PageHero } from '../../shared/components/page-hero';
import { useBlogPosts } from '../api/blog-posts-query';
import { useBlogFilters } from '../hooks/use-blog-filters';
import { ALL_TOPICS } from '@app/contracts';
import { distinctTopics, filterPosts } from '../utils/post-topics';
import { BlogCard, BlogCardSkeleton } from './blog-card';

const SKELETON_CARDS = 6;
/** The first row of the grid on wide screens. */
const ABOVE_THE_FOLD_CARDS = 3;

export function BlogListPage() {
  usePageMetadata(PAGE_METADATA.blog);
  const posts = useBlogPosts();
  const filters = useBlogFilters();
  const topics = useMemo(() => distinctTopics(posts.data ?? []), [posts.data]);
  const visiblePosts = useMemo(
    () => filterPosts(posts.data ?? [], filters.search, filters.topic),
    [posts.data, filters.search, filters.topic],
  );

  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Property Insights"
        description="Practical articles on letting, maintaining and upgrading property in Singapore, from HDB rules to co-living and asset progression."
      />
      <Section aria-label="Articles">
        <Container>
          <StyledSearch role="search">
            <VisuallyHidden as="label" htmlFor="blog-search">
              Search articles
            </VisuallyHidden>
            <SearchIcon aria-hidden="true" />
            <Input
              id="blog-search"
              type="search"
              placeholder="Search articles..."
              value={filters.search}
              onChange={(event) => filters.setSearch(event.target.value)}
            />
          </StyledSearch>
          <Tabs value={filters.topic} onValueChange={filters.setTopic}>
            <TabsList aria-label="Topics">
              <TabsTrigger value={ALL_TOPICS}>All Topics</TabsTrigger>
              {topics.map((topic) => (
                <TabsTrigger key={topic} value={topic}>
                  {topic}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value={filters.topic}>
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
              {posts.isSuccess && (
                <>
                  <VisuallyHidden role="status">
                    {visiblePosts.length === 1 ? '1 article found' : `${visiblePosts.length} articles found`}
                  </VisuallyHidden>
                  {visiblePosts.length === 0 ? (
                    <EmptyState
                      headingLevel={2}
                      icon={<SearchIcon />}
                      title="No articles found"
                      description="Try a different search or topic."
                      action={<Button onClick={filters.reset}>Reset Filters</Button>}
                    />
                  ) : (
                    <StyledPostGrid>
                      {visiblePosts.map((post, index) => (
                        <li key={post.id}>
                          <BlogCard post={post} headingLevel="h2" priority={index < ABOVE_THE_FOLD_CARDS} />
                        </li>
                      ))}
                    </StyledPostGrid>
                  )}
                </>
              )}
            </TabsContent>
          </Tabs>
        </Container>
      </Section>
      <NewsletterSection />
    </>
  );
}

const StyledPostGrid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.spacing[2]};
`;

const StyledSearch = styled.div`
  position: relative;
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.spacing[6]};

  > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.spacing[3]};
    color: ${({ theme }) => theme.colors.muted};
    transform: translateY(-50%);
  }

  input {
    min-height: 3rem;
    padding-left: ${({ theme }) => theme.spacing[10]};
  }
`;
