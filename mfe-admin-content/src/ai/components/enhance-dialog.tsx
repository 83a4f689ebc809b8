import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogContent, DialogFooter, DialogTrigger, FormField, Stack, Textarea } from '@app/ui';
import { errorMessage, toast } from '@app/web';
import { ArticlePreview } from '../../rich-text/components/article-preview';
import { CONTENT_NOTICES } from '../../shared/content-notices';
import { useEnhanceContent } from '../api/enhance-content';
import { AiProviderNotice } from './ai-provider-notice';

interface EnhanceDialogProps {
  articleTitle: string;
  /** The article HTML to enhance; the trigger is disabled while it is empty. */
  content: string;
  /** Replaces the article with the accepted suggestion. */
  onApply: (html: string) => void;
}

/** SPEC §2 'Enhance with AI': instructions in, a suggestion out, applied only when accepted. */
export function EnhanceDialog({ articleTitle, content, onApply }: EnhanceDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary" size="sm" disabled={!content}>
          Enhance with AI
        </Button>
      </DialogTrigger>
      <DialogContent title="Enhance with AI" description="Say how the article should change. You see the result before it replaces anything." size="lg">
        <EnhanceForm
          articleTitle={articleTitle}
          content={content}
          onApply={(html) => {
            onApply(html);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function EnhanceForm({ articleTitle, content, onApply }: EnhanceDialogProps) {
  const [prompt, setPrompt] = useState('');
  const enhance = useEnhanceContent();
  const suggestion = enhance.data?.content;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    enhance.mutate(
      { content, prompt, title: articleTitle },
      { onSuccess: () => toast(CONTENT_NOTICES.enhanced), onError: () => toast(CONTENT_NOTICES.enhanceFailed) },
    );
  };

  return (
    <Stack as="form" onSubmit={onSubmit} aria-label="Enhance with AI">
      <AiProviderNotice />
      <FormField label="Instructions" hint="For example: make it friendlier for first-time HDB upgraders, and add a short checklist.">
        <Textarea value={prompt} maxLength={2000} onChange={(event) => setPrompt(event.target.value)} />
      </FormField>
      {enhance.isError && <StyledError role="alert">Failed to enhance content: {errorMessage(enhance.error)}</StyledError>}
      {suggestion !== undefined && (
        <StyledSuggestion>
          <h3>Suggested content</h3>
          <ArticlePreview html={suggestion} label="Suggested content" />
        </StyledSuggestion>
      )}
      <DialogFooter>
        <Button
          type="submit"
          variant={suggestion === undefined ? 'primary' : 'outline'}
          disabled={enhance.isPending}
          aria-busy={enhance.isPending || undefined}
        >
          {enhance.isPending ? 'Enhancing...' : suggestion === undefined ? 'Enhance' : 'Try again'}
        </Button>
        {suggestion !== undefined && (
          <Button type="button" onClick={() => onApply(suggestion)}>
            Apply
          </Button>
        )}
      </DialogFooter>
    </Stack>
  );
}

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.destructive};
`;

const StyledSuggestion = styled.section`
  max-height: 20rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;
