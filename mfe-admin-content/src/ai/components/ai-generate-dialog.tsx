import { useState, type FormEvent } from 'react';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES, ContentTypeSchema, type ContentType } from '@app/contracts';
import { Button, Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger, FormField, LabelOptions, Select, Stack } from '@app/ui';
import { useDraftGeneration } from '../hooks/use-draft-generation';
import { AiProviderNotice } from './ai-provider-notice';
import { GenerationProgress } from './generation-progress';

/** SPEC §2 AI Generate: choose a content type, follow the job, then edit the new draft. */
export function AiGenerateDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">AI Generate</Button>
      </DialogTrigger>
      <DialogContent title="Generate Content with AI" description="A first draft for staff to review, written for Singapore property owners and investors.">
        <GenerateForm />
      </DialogContent>
    </Dialog>
  );
}

function GenerateForm() {
  const [contentType, setContentType] = useState<ContentType>('blog');
  const { generate, stage } = useDraftGeneration();
  const running = stage !== 'idle';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    generate(contentType);
  };

  return (
    <Stack as="form" onSubmit={onSubmit} aria-label="Generate content">
      <AiProviderNotice />
      <FormField label="Content type">
        <Select value={contentType} disabled={running} onChange={(event) => setContentType(ContentTypeSchema.parse(event.target.value))}>
          <LabelOptions values={CONTENT_TYPES} labels={CONTENT_TYPE_LABELS} />
        </Select>
      </FormField>
      {stage !== 'idle' && <GenerationProgress stage={stage} />}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {running ? 'Close' : 'Cancel'}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={running} aria-busy={running || undefined}>
          {running ? 'Generating...' : 'Generate'}
        </Button>
      </DialogFooter>
    </Stack>
  );
}
