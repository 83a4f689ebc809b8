import { type Editor } from '@tiptap/react';
import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogContent, DialogFooter, FormField, Input } from '@app/ui';

const LINK_ADDRESS = /^(https?:\/\/|mailto:|tel:|\/)/i;
const LINK_ADDRESS_HINT = 'Start with https://, mailto:, tel: or / for a page of this site.';

interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds, changes or removes the link on the selected text. */
export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Link" description="Link the selected text to a page or an address.">
        <LinkForm editor={editor} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [address, setAddress] = useState(current);
  const [error, setError] = useState<string>();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = address.trim();
    if (!LINK_ADDRESS.test(href)) {
      setError(LINK_ADDRESS_HINT);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onDone();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };

  return (
    <form onSubmit={apply} noValidate aria-label="Link">
      <FormField label="Address" error={error} hint={error ? undefined : LINK_ADDRESS_HINT} required>
        <Input type="url" value={address} onChange={(event) => setAddress(event.target.value)} autoComplete="url" />
      </FormField>
      <DialogFooter>
        {current && (
          <Button type="button" variant="outline" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button type="submit">Apply</Button>
      </DialogFooter>
    </form>
  );
}
