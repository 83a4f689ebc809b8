import { type Extensions } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import StarterKit from '@tiptap/starter-kit';

/**
 * What an article may hold: headings below the page title, lists, quotes, links and images. The server sanitizes
 * with its own allow-list too; this schema keeps the editor from producing anything else in the first place.
 */
export function articleExtensions(placeholder = ''): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: false,
      // Links are checked by tiptap's isAllowedUri, which refuses javascript: and other script protocols.
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    Image.configure({ HTMLAttributes: { loading: 'lazy' } }),
    Placeholder.configure({ placeholder }),
  ];
}
