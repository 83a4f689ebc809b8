import styled from 'styled-components';
import { REVISION_MESSAGES, type DraftConflict } from '@app/contracts';
import { Button, Dialog, DialogContent, DialogFooter } from '@app/ui';
import { ArticlePreview } from '../../rich-text/components/article-preview';
import { TextDifferences } from './diff-text';

interface SaveConflictDialogProps {
  conflict: DraftConflict | null;
  /** Replace the editor's text with the saved version. */
  onUseTheirs: () => void;
  /** Keep editing this text, now on top of the saved version: the next Save replaces it knowingly. */
  onKeepMine: () => void;
}

/**
 * Someone else saved first (409): the word-level difference from their saved version to yours (words only yours
 * marked added, words only theirs removed), then both versions side by side, to take theirs or merge by hand into this one.
 */
export function SaveConflictDialog({ conflict, onUseTheirs, onKeepMine }: SaveConflictDialogProps) {
  return (
    <Dialog open={conflict !== null} onOpenChange={(open) => !open && onKeepMine()}>
      {conflict && (
        <DialogContent title="This draft was changed by someone else" description={REVISION_MESSAGES.conflict} size="lg">
          <StyledBody>
            <TextDifferences diff={conflict.diff} label="Differences from the saved version to yours" />
            <StyledVersions>
              <section aria-label="Their saved version">
                <h3>Saved version (version {conflict.current.version})</h3>
                <strong>{conflict.current.title}</strong>
                <ArticlePreview html={conflict.current.content} label="Saved text" />
              </section>
              <section aria-label="Your version">
                <h3>Your version</h3>
                <strong>{conflict.yours.title}</strong>
                <ArticlePreview html={conflict.yours.content} label="Your text" />
              </section>
            </StyledVersions>
          </StyledBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onUseTheirs}>
              Use saved version
            </Button>
            <Button type="button" onClick={onKeepMine}>
              Keep mine and merge by hand
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}

const StyledBody = styled.div`
  max-height: 60vh;
  overflow-y: auto;
`;

const StyledVersions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
  margin-top: ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;
