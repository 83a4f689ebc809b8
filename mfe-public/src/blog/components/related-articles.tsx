import { RELATED_POSTS_LIMIT, type BlogPostSummary } from '@app/contracts';
import { HeadedSection } from '../../shared/components/page-layout';
import { GridNotice, QueryCardGrid } from '../../shared/components/query-card-grid';
import { useRelatedPosts } from '../api/blog-posts-query';
import { BlogCard, BlogCardSkeleton } from './blog-card';

/** Up to three posts on the same topic; nothing when there are none. */
export function RelatedArticles({ post }: { post: BlogPostSummary }) {
  const related = useRelatedPosts(post);
  if (related.data?.length === 0) return null;

  return (
    <HeadedSection titleId="related-title" busy={related.isPending} title="Related Articles">
      <QueryCardGrid
        query={related}
        loadingLabel="Loading related articles"
        error={<GridNotice role="status">Error fetching recommended posts</GridNotice>}
        placeholders={RELATED_POSTS_LIMIT}
        placeholder={<BlogCardSkeleton />}
        limit={RELATED_POSTS_LIMIT}
        renderCard={(item) => <BlogCard post={item} />}
      />
    </HeadedSection>
  );
}
