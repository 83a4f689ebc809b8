import { Link } from 'react-router-dom';
import { type AdminBlogItem } from '@app/contracts';
import { formatLongDate } from '@app/web';
import { Badge, Button, DataTable, Row, TableCell, TableRow, VisuallyHidden } from '@app/ui';

const COLUMNS = ['Title', 'Status', 'Views', 'Published', 'Created', 'Actions'];

interface BlogPostsTableProps {
  /** A post without a draft (`draftId` null) has no Edit. */
  posts: AdminBlogItem[];
  /** The post being unpublished, if any. */
  busyId?: string;
  onUnpublish: (post: AdminBlogItem) => void;
  onDelete: (post: AdminBlogItem) => void;
}

export function BlogPostsTable({ posts, busyId, onUnpublish, onDelete }: BlogPostsTableProps) {
  return (
    <DataTable columns={COLUMNS} caption={<VisuallyHidden as="caption">Blog posts</VisuallyHidden>}>
      {posts.map((post) => (
        <BlogPostRow key={post.id} post={post} busy={busyId === post.id} onUnpublish={() => onUnpublish(post)} onDelete={() => onDelete(post)} />
      ))}
    </DataTable>
  );
}

interface BlogPostRowProps {
  post: AdminBlogItem;
  busy: boolean;
  onUnpublish: () => void;
  onDelete: () => void;
}

function BlogPostRow({ post, busy, onUnpublish, onDelete }: BlogPostRowProps) {
  const { draftId } = post;
  const published = post.status === 'published';
  return (
    <TableRow>
      <TableCell>{post.title}</TableCell>
      <TableCell>
        <Badge variant={published ? 'success' : 'neutral'}>{published ? 'Published' : 'Draft'}</Badge>
      </TableCell>
      <TableCell>{post.viewCount.toLocaleString('en-US')}</TableCell>
      <TableCell>{post.publishedAt ? formatLongDate(post.publishedAt) : 'Not published'}</TableCell>
      <TableCell>{formatLongDate(post.createdAt)}</TableCell>
      <TableCell>
        <Row $gap={2} $wrap>
          {draftId && (
            <Button as={Link} to={`/admin/content/edit/${encodeURIComponent(draftId)}`} variant="outline" size="sm" aria-label={`Edit ${post.title}`}>
              Edit
            </Button>
          )}
          {published && (
            <Button variant="outline" size="sm" aria-label={`Unpublish ${post.title}`} disabled={busy} aria-busy={busy || undefined} onClick={onUnpublish}>
              Unpublish
            </Button>
          )}
          <Button variant="destructive" size="sm" aria-label={`Delete ${post.title}`} onClick={onDelete}>
            Delete
          </Button>
        </Row>
      </TableCell>
    </TableRow>
  );
}
