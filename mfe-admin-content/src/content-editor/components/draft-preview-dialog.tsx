import styled from 'styled-components';
import { Badge, Button, Dialog, DialogContent, DialogScrollStack, DialogTrigger, RowList } from '@app/ui';
import { ArticlePreview } from '../../rich-text/components/article-preview';
import type { DraftFormValues } from '../utils/draft-form';

/**
 * Preview: the draft as its post will read, with what is typed now (saved or not), shown to the staff member in the
 * panel. No link is made: a link others can open comes only from "Share preview".
 */
export function DraftPreviewDialog({ values }: { values: DraftFormValues }) {
  const title = values.title.trim() || 'Untitled draft';
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          Preview
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Preview"
        description="How the post will read once published, with your latest changes. Only you see it here; to show it to someone else, use Share preview."
        size="lg"
      >
        <StyledPost as="article" $gap={3} aria-label={`Preview of ${title}`}>
          {values.tags.length > 0 && (
            <RowList $gap={2} $wrap aria-label="Tags">
              {values.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="accent">{tag}</Badge>
                </li>
              ))}
            </RowList>
          )}
          <h2>{title}</h2>
          {values.author.trim() && <p>By {values.author.trim()}</p>}
          {values.featuredImage && <StyledHero src={values.featuredImage} alt="" />}
          <ArticlePreview html={values.content} label="Article" />
        </StyledPost>
      </DialogContent>
    </Dialog>
  );
}

const StyledPost = styled(DialogScrollStack)`
  h2 {
    margin: 0;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StyledHero = styled.img`
  width: 100%;
  aspect-ratio: 1200 / 630;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;
