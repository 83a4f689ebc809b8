import { Logger, Module } from '@nestjs/common';
import { aiProviderConfigured } from '@app/core';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { ArticleWriter } from './article-writer';
import { OpenAiArticleWriter } from './openai-article-writer';
import { TemplateArticleWriter } from './template-article-writer';

function createArticleWriter(config: WorkerConfig): ArticleWriter {
  const logger = new Logger('AiModule');
  if (aiProviderConfigured(config)) {
    logger.log(`Writing with the AI provider at ${config.OPENAI_BASE_URL ?? 'api.openai.com'} (model ${config.OPENAI_MODEL})`);
    return new OpenAiArticleWriter(config);
  }
  logger.log('No AI provider is configured (OPENAI_API_KEY, OPENAI_BASE_URL): drafts come from the built-in template writer');
  return new TemplateArticleWriter();
}

/** The article writer for the content jobs: the AI provider when configured, else the template writer. */
@Module({
  providers: [{ provide: ArticleWriter, inject: [WORKER_CONFIG], useFactory: createArticleWriter }],
  exports: [ArticleWriter],
})
export class AiModule {}
