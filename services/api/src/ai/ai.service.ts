import { BadGatewayException, GatewayTimeoutException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { type AiStatus, CONTENT_MESSAGES, type ContentType, type EnhanceContentJob, type GenerationJob } from '@app/contracts';
import { aiProviderConfigured, describeError } from '@app/core';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { foundOr404 } from '../common/found-or-404';
import { AiJobs } from './ai-jobs';
import { GenerationRequestsRepository } from './generation-requests.repository';

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
    private readonly requests: GenerationRequestsRepository,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  status(): AiStatus {
    const providerConfigured = aiProviderConfigured(this.config);
    return { providerConfigured, model: providerConfigured ? this.config.OPENAI_MODEL : null };
  }

  /**
   * The request is stored first, and its id is the job's. Should Redis not take the job, the request is still
   * accepted: the worker's reconciler queues it once Redis is back.
   */
  async startGeneration(contentType: ContentType, requestedBy: string): Promise<string> {
    const request = { contentType, requestedBy };
    const { id } = await this.requests.create(request);
    try {
      await this.jobs.startGeneration(id, request);
    } catch (error) {
      this.logger.warn(`Generate request ${id} is stored but not queued yet; the worker queues it when Redis is back: ${describeError(error)}`);
    }
    return id;
  }

  /** Read from the stored request, so the answer survives Redis losing its jobs. */
  async generation(jobId: string): Promise<GenerationJob> {
    const request = await foundOr404(jobId, () => this.requests.findById(jobId), CONTENT_MESSAGES.generationJobNotFound);
    return { jobId, state: request.state, draftId: request.draftId, error: request.error };
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
