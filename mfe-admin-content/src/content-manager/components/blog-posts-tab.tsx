import { useMemo, useState } from 'react';
import { type AdminBlogItem, type ContentDraft } from '@app/contracts';
import { EmptyState } from '@app/ui';
import { errorMessage, QueryStatus, toast } from '@app/web';
import { useAdminBlog, useDrafts } from '../../api/content-queries';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { useDeleteBlogPost, useUnpublishBlogPost } from '../api/content-actions';
import { BlogPostsTable } from './blog-posts-table';
import { DeleteItemDialog } from '../../shared/delete-item-dialog';

/** Which draft each live post was published from, so Edit opens that draft. */
function draftIdsByPost(drafts: ContentDraft[] | undefined): Map<string, string> {
  return new Map((drafts ?? []).flatMap((draft) => (draft.publishedPostId ? [[draft.publishedPostId, draft.id] as const] : [])));
}

export function BlogPostsTab() {
  const posts = useAdminBlog();
  const drafts = useDrafts();
  const draftIds = useMemo(() => draftIdsByPost(drafts.data), [drafts.data]);
  const unpublish = useUnpublishBlogPost();
  const deletePost = useDeleteBlogPost();
  const [deleting, setDeleting] = useState<AdminBlogItem | null>(null);

  const onUnpublish = (post: AdminBlogItem) =>
    unpublish.mutate(post.id, {
      onSuccess: () => toast(CONTENT_NOTICES.postUnpublished(post.title)),
      onError: (error) => toast(CONTENT_NOTICES.unpublishFailed(errorMessage(error))),
    });

  return (
    <>
      <QueryStatus query={posts} subject="blog posts">
        {(items) =>
          items.length === 0 ? (
            <EmptyState title="No blog posts yet" description="Approve a draft and publish it to put it on the blog." headingLevel={2} />
          ) : (
            <BlogPostsTable
              posts={items}
              draftIds={draftIds}
              busyId={unpublish.isPending ? unpublish.variables : undefined}
              onUnpublish={onUnpublish}
              onDelete={setDeleting}
            />
          )
        }
      </QueryStatus>
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
