import { Link } from 'react-router-dom';
import { Button } from '@app/ui';
import { useRecentPosts } from '../../blog/api/blog-posts-query';
import { BlogCard, BlogCardSkeleton } from '../../blog/components/blog-card';
import { HeadedSection, SectionActions } from '../../shared/components/page-layout';
import { QueryCardGrid } from '../../shared/components/query-card-grid';

const SKELETON_CARDS = 3;

/** SPEC §2: renders nothing once loading ends with no posts, or on error ('Failed to fetch recent blog posts'). */
export function RecentPostsSection() {
  const posts = useRecentPosts();
  if (posts.isError || posts.data?.length === 0) return null;

  return (
    <HeadedSection
      id="blog"
      titleId="blog-title"
      busy={posts.isPending}
      eyebrow="Insights"
      title="Latest from Our Blog"
      description="Practical advice on letting, maintaining and upgrading property in Singapore."
    >
      <QueryCardGrid
        query={posts}
        loadingLabel="Loading recent articles"
        placeholders={SKELETON_CARDS}
        placeholder={<BlogCardSkeleton />}
        renderCard={(post) => <BlogCard post={post} />}
      />
      {posts.data && (
        <SectionActions>
          <Button as={Link} to="/blog" size="lg">
            View All Articles
          </Button>
        </SectionActions>
      )}
    </HeadedSection>
  );
}
