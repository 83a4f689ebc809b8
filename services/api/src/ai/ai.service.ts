import { BadGatewayException, GatewayTimeoutException, Inject, Injectable, Logger, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  type AiStatus,
  CONTENT_MESSAGES,
  type ContentType,
  type EnhanceContentJob,
  type GenerationJob,
} from '@app/contracts';
import { aiProviderConfigured, describeError } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { AiJobs } from './ai-jobs';

export const AI_MESSAGES = {
  queueUnavailable: 'The AI job queue is unavailable right now. Please try again shortly.',
  noAnswer: 'The AI worker did not answer in time. Please try again.',
} as const;

/** AI drafting and enhancing: the API only enqueues; the worker talks to the provider (or the template writer). */
@Injectable()
export class AiService {
  private readonly logger = new Logger(AiService.name);

  constructor(
    private readonly jobs: AiJobs,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  status(): AiStatus {
    const providerConfigured = aiProviderConfigured(this.config);
    return { providerConfigured, model: providerConfigured ? this.config.OPENAI_MODEL : null };
  }

  startGeneration(contentType: ContentType, requestedBy: string): Promise<string> {
    return this.withQueue(() => this.jobs.startGeneration({ contentType, requestedBy }));
  }

  async generation(jobId: string): Promise<GenerationJob> {
    const job = await this.withQueue(() => this.jobs.findGeneration(jobId));
    if (!job) throw new NotFoundException(CONTENT_MESSAGES.generationJobNotFound);
    return job;
  }

  /** 502 with the provider's failure, 504 when no worker answered within AI_ENHANCE_WAIT_MS. */
  async enhance(request: EnhanceContentJob): Promise<string> {
    const result = await this.withQueue(() => this.jobs.enhance(request, this.config.AI_ENHANCE_WAIT_MS));
    if (result.outcome === 'enhanced') return result.content;
    if (result.outcome === 'failed') throw new BadGatewayException(result.reason);
    throw new GatewayTimeoutException(AI_MESSAGES.noAnswer);
  }

  private async withQueue<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.error(`AI job queue: ${describeError(error)}`);
      throw new ServiceUnavailableException(AI_MESSAGES.queueUnavailable);
    }
  }
}
