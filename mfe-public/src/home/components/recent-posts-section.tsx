import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, VisuallyHidden } from '@app/ui';
import { useRecentPosts } from '../../blog/api/blog-posts-query';
import { BlogCard, BlogCardSkeleton } from '../../blog/components/blog-card';
import { CardGrid, Container, Section, SectionHeader } from '../../shared/components/page-layout';

const SKELETON_CARDS = 3;

/** SPEC §2: renders nothing once loading ends with no posts, or on error ('Failed to fetch recent blog posts'). */
export function RecentPostsSection() {
  const posts = useRecentPosts();
  if (posts.isError || posts.data?.length === 0) return null;

  return (
    <Section id="blog" aria-labelledby="blog-title" aria-busy={posts.isPending}>
      <Container>
        <SectionHeader
          id="blog-title"
          eyebrow="Insights"
          title="Latest from Our Blog"
          description="Practical advice on letting, maintaining and upgrading property in Singapore."
        />
        {posts.isPending && <VisuallyHidden role="status">Loading recent articles</VisuallyHidden>}
        <CardGrid>
          {posts.data
            ? posts.data.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} />
                </li>
              ))
            : Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index}>
                  <BlogCardSkeleton />
                </li>
              ))}
        </CardGrid>
        {posts.data && (
          <StyledMore>
            <Button as={Link} to="/blog" size="lg">
              View All Articles
            </Button>
          </StyledMore>
        )}
      </Container>
    </Section>
  );
}

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.spacing[10]};
`;
