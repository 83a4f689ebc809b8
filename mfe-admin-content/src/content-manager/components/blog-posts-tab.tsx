import { useState } from 'react';
import { type AdminBlogItem, type BlogPostStatus } from '@app/contracts';
import { EmptyState, PagedResults } from '@app/ui';
import { errorMessage, pagedState, toast } from '@app/web';
import { useAdminBlog } from '../../api/content-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { PagedListFilters, usePagedListQuery } from '../../shared/paged-list-filters';
import { useDeleteBlogPost, useUnpublishBlogPost } from '../api/content-actions';
import { BlogPostsTable } from './blog-posts-table';
import { DeleteItemDialog } from '../../shared/delete-item-dialog';

const PAGE_SIZE = 25;
const POST_STATUS_LABELS: Record<BlogPostStatus, string> = { published: 'Published', draft: 'Draft' };

/** The blog's posts a page at a time, newest first, searched and filtered on the server. */
export function BlogPostsTab() {
  const { query, search, filterStatus, goTo } = usePagedListQuery<BlogPostStatus>(POST_STATUS_LABELS);
  const posts = useAdminBlog({ ...query, pageSize: PAGE_SIZE });
  const unpublish = useUnpublishBlogPost();
  const deletePost = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<AdminBlogItem | null>(null);
  const filtered = Boolean(query.q || query.status);

  const onUnpublish = (post: AdminBlogItem) =>
    unpublish.mutate(post.id, {
      onSuccess: () => toast(CONTENT_NOTICES.postUnpublished(post.title)),
      onError: (error) => toast(CONTENT_NOTICES.unpublishFailed(errorMessage(error))),
    });

  return (
    <>
      <PagedListFilters
        label="Blog posts"
        searchLabel="Search titles"
        statusLabels={POST_STATUS_LABELS}
        status={query.status}
        q={query.q}
        onSearch={search}
        onStatus={filterStatus}
      />
      <PagedResults
        state={pagedState(posts)}
        subject="blog posts"
        onPage={goTo}
        empty={
          filtered ? (
            <EmptyState title="No blog posts found" description="No post matches this search and status." headingLevel={2} />
          ) : (
            <EmptyState title="No blog posts yet" description="Approve a draft and publish it to put it on the blog." headingLevel={2} />
          )
        }
      >
        {(items) => (
          <BlogPostsTable posts={items} busyId={unpublish.isPending ? unpublish.variables : undefined} onUnpublish={onUnpublish} onDelete={setDeleting} />
        )}
      </PagedResults>
      <DeleteItemDialog
        item={deleting}
        describe={(post) => `the blog post "${post.title}" from the website`}
        remove={deletePost}
        deleted={CONTENT_NOTICES.postDeleted}
        failed={CONTENT_NOTICES.deleteFailed}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
