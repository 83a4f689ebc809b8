import { CONTENT_MESSAGES } from '@app/contracts';
import { type ToastOptions } from '@app/web';

const failure = (title: string, description: string): ToastOptions => ({ title, description, variant: 'destructive' });

/** SPEC §8 notices of the content manager and editor (titles exact), and the ones this area adds. */
export const CONTENT_NOTICES = {
  generated: { title: 'Content generated', description: 'The new draft is open in the editor.' },
  generateFailed: (message: string) => failure('Error generating content', message),
  saved: (created: boolean): ToastOptions => ({
    title: 'Success',
    description: created ? 'Content created successfully.' : 'Content updated successfully.',
  }),
  saveFailed: (message: string) => failure('Error', `Failed to create or update content: ${message}`),
  published: { title: 'Content published', description: 'The post is live on the blog.' },
  publishFailed: (message: string) => failure('Error publishing content', message),
  postUpdated: { title: 'Blog Post Updated', description: 'The published post now shows your changes.' },
  updateFailed: (message: string) => failure('Update Failed', message),
  notPublishedYet: failure('Blog Post Not Published Yet', 'Publish the draft first, then update it.'),
  enhanced: { title: 'Content Enhanced', description: 'Review the suggestion, then apply it.' },
  enhanceFailed: failure('Error', 'Failed to enhance content'),
  authorRequired: failure(CONTENT_MESSAGES.authorRequiredTitle, CONTENT_MESSAGES.authorRequired),
  maxTags: failure(CONTENT_MESSAGES.maxTagsTitle, CONTENT_MESSAGES.maxTags),
  postDeleted: (title: string) => ({ title: 'Blog post deleted', description: `"${title}" has been deleted.` }),
  deleteFailed: (message: string) => failure('Error deleting blog post', message),
  postUnpublished: (title: string) => ({ title: 'Blog post unpublished', description: `"${title}" is no longer on the blog.` }),
  unpublishFailed: (message: string) => failure('Error unpublishing blog post', message),
  draftDeleted: (title: string) => ({ title: 'Draft deleted', description: `"${title}" has been deleted.` }),
  draftDeleteFailed: (message: string) => failure('Error deleting draft', message),
} satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;
