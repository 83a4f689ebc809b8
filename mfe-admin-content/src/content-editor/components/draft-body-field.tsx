import { type Editor } from '@tiptap/react';
import { type MediaItem } from '@app/contracts';
import { EnhanceDialog } from '../../ai/components/enhance-dialog';
import { RemoteMediaPicker } from '../../media-picker/remote-media-picker';
import { RichTextEditor } from '../../rich-text/components/rich-text-editor';

interface DraftBodyFieldProps {
  title: string;
  value: string;
  onChange: (html: string) => void;
  /** Told when an AI enhancement replaced the text, so the save that follows is kept as an AI enhance revision. */
  onEnhanced: () => void;
  error?: string;
}

function insertImage(editor: Editor, item: MediaItem) {
  if (!item.url) return;
  editor
    .chain()
    .focus()
    .setImage({ src: item.url, alt: item.title ?? '' })
    .run();
}

/** The article body, with Insert Media (the media library's picker) and Enhance with AI in its toolbar. */
export function DraftBodyField({ title, value, onChange, onEnhanced, error }: DraftBodyFieldProps) {
  return (
    <RichTextEditor
      label="Content"
      value={value}
      onChange={onChange}
      error={error}
      placeholder="Write the article, or let Enhance with AI polish what you have."
      extras={(editor) => (
        <>
          <RemoteMediaPicker label="Insert Media" onSelect={(item) => insertImage(editor, item)} />
          <EnhanceDialog
            articleTitle={title}
            content={value}
            onApply={(html) => {
              editor.commands.setContent(html);
              onEnhanced();
            }}
          />
        </>
      )}
    />
  );
}
