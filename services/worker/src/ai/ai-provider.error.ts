/** The AI provider failed in a way staff should read about: the message says what happened, never a stack. */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
}
