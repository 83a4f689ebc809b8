import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { type ContentType, type EnhanceContentJob } from '@app/contracts';
import { type AiProviderConfig, sanitizeArticleHtml } from '@app/core';
import { AiProviderError } from './ai-provider.error';
import { pickArticleTags } from './article-tags';
import { type ChatMessage, TOPICS, enhanceMessages, generateDraftMessages } from './article-prompts';
import { ArticleWriter, type WrittenDraft } from './article-writer';

const DraftAnswerSchema = z.object({
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1),
  tags: z.array(z.string()).default([]),
});

const EnhanceAnswerSchema = z.object({ content: z.string().trim().min(1) });

export type TopicPicker = (topics: readonly string[]) => string;

const randomTopic: TopicPicker = (topics) => topics[Math.floor(Math.random() * topics.length)] as string;

/**
 * The AI provider: any OpenAI-compatible chat completions endpoint. The openai client applies the timeout
 * per request and retries 408/409/429/5xx and connection errors with exponential backoff (honouring
 * Retry-After); whatever still fails becomes an AiProviderError with a readable message.
 */
export class OpenAiArticleWriter extends ArticleWriter {
  private readonly client: OpenAI;

  constructor(
    private readonly config: AiProviderConfig,
    private readonly pickTopic: TopicPicker = randomTopic,
  ) {
    super();
    this.client = new OpenAI({
      // A local OpenAI-compatible server may need no key, but the client insists on one.
      apiKey: config.OPENAI_API_KEY || 'no-key-needed',
      baseURL: config.OPENAI_BASE_URL,
      timeout: config.OPENAI_TIMEOUT_MS,
      maxRetries: config.OPENAI_MAX_RETRIES,
    });
  }

  async writeDraft(contentType: ContentType): Promise<WrittenDraft> {
    const answer = await this.ask(generateDraftMessages(contentType, this.pickTopic(TOPICS[contentType])), DraftAnswerSchema, 'draft');
    const content = sanitizeArticleHtml(answer.content);
    if (!content) throw new AiProviderError('The AI provider answered with an empty draft.');
    return { title: answer.title, content, tags: pickArticleTags(answer.tags), imageUrl: null };
  }

  async enhance(request: EnhanceContentJob): Promise<string> {
    const answer = await this.ask(enhanceMessages(request), EnhanceAnswerSchema, 'article');
    const content = sanitizeArticleHtml(answer.content);
    if (!content) throw new AiProviderError('The AI provider answered with an empty article.');
    return content;
  }

  private async ask<S extends z.ZodType>(messages: ChatMessage[], schema: S, what: string): Promise<z.infer<S>> {
    const text = await this.complete(messages);
    const parsed = schema.safeParse(parseJsonObject(text));
    if (!parsed.success) throw new AiProviderError(`The AI provider's answer was not a usable ${what} (model ${this.config.OPENAI_MODEL}).`);
    return parsed.data;
  }

  private async complete(messages: ChatMessage[]): Promise<string> {
    try {
      const completion = await this.client.chat.completions.create({
        model: this.config.OPENAI_MODEL,
        messages,
        response_format: { type: 'json_object' },
        temperature: 0.7,
      });
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      throw describeProviderError(error, this.config);
    }
  }
}

/** The JSON object in an answer, also when a model wraps it in a code fence or a sentence. */
function parseJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

function describeProviderError(error: unknown, config: AiProviderConfig): Error {
  const tries = `after ${config.OPENAI_MAX_RETRIES + 1} attempt(s)`;
  if (error instanceof APIConnectionTimeoutError) {
    return new AiProviderError(`The AI provider did not answer within ${config.OPENAI_TIMEOUT_MS / 1000} s ${tries}.`);
  }
  if (error instanceof APIConnectionError) return new AiProviderError(`The AI provider could not be reached ${tries}.`);
  if (error instanceof APIError) {
    return new AiProviderError(`The AI provider refused the request with status ${error.status ?? 'unknown'} ${tries}: ${error.message}`);
  }
  return error instanceof Error ? error : new AiProviderError(String(error));
}
