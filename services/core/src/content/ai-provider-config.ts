import { z } from 'zod';

/**
 * Settings of the AI provider, read by the worker (which calls it) and the API (which reports whether one
 * is configured). Any OpenAI-compatible server works, including a local one without a key.
 */
export const AiProviderConfigSchema = z.object({
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url('must be a URL such as http://127.0.0.1:11434/v1').optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** One request to the provider, in milliseconds. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /** Retries after a 408, 409, 429, 5xx or connection error, with exponential backoff (and the provider's Retry-After). */
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
});
export type AiProviderConfig = z.infer<typeof AiProviderConfigSchema>;

/** A provider is configured when a key or a base URL (a local server may need no key) is set. */
export function aiProviderConfigured(config: Pick<AiProviderConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL'>): boolean {
  return Boolean(config.OPENAI_API_KEY || config.OPENAI_BASE_URL);
}
