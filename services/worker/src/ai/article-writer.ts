import type { ContentType, EnhanceContentJob } from '@app/contracts';

/** A new draft as a writer composed it; content is sanitized HTML and tags come from TAG_CHOICES. */
export type WrittenDraft = {
  title: string;
  content: string;
  tags: string[];
  imageUrl: string | null;
};

/** Writes and improves articles: the AI provider when one is configured, else the built-in template writer. */
export abstract class ArticleWriter {
  abstract writeDraft(contentType: ContentType): Promise<WrittenDraft>;

  /** Returns the improved article as sanitized HTML. */
  abstract enhance(request: EnhanceContentJob): Promise<string>;
}
