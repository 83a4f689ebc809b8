import { type AdminBlogItem, type BlogPostStatus } from '@app/contracts';
import { errorMessage, toast } from '@app/web';
import { useAdminBlog } from '../../api/content-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { ContentListTab } from '../../shared/content-list-tab';
import { useDeleteBlogPost, useUnpublishBlogPost } from '../api/content-actions';
import { BlogPostsTable } from './blog-posts-table';

const POST_STATUS_LABELS: Record<BlogPostStatus, string> = { published: 'Published', draft: 'Draft' };

/** The blog's posts a page at a time, newest first, searched and filtered on the server. */
export function BlogPostsTab() {
  const unpublish = useUnpublishBlogPost();
  const deletePost = useDeleteBlogPost();

  const onUnpublish = (post: AdminBlogItem) =>
    unpublish.mutate(post.id, {
      onSuccess: () => toast(CONTENT_NOTICES.postUnpublished(post.title)),
      onError: (error) => toast(CONTENT_NOTICES.unpublishFailed(errorMessage(error))),
    });

  return (
    <ContentListTab
      subject="blog posts"
      label="Blog posts"
      searchLabel="Search titles"
      statusLabels={POST_STATUS_LABELS}
      useItems={useAdminBlog}
      unmatched="No post matches this search and status."
      none="Approve a draft and publish it to put it on the blog."
      deletion={{
        describe: (post) => `the blog post "${post.title}" from the website`,
        remove: deletePost,
        deleted: CONTENT_NOTICES.postDeleted,
        failed: CONTENT_NOTICES.deleteFailed,
      }}
    >
      {(posts, onDelete) => (
        <BlogPostsTable posts={posts} busyId={unpublish.isPending ? unpublish.variables : undefined} onUnpublish={onUnpublish} onDelete={onDelete} />
      )}
    </ContentListTab>
  );
}
