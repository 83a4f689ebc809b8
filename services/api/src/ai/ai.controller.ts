import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  type AiStatus,
  CONTENT_ENDPOINTS,
  type EnhanceContentJob,
  type EnhanceContentResult,
  EnhanceContentSchema,
  type GenerateDraftAccepted,
  GenerateDraftSchema,
  type GenerateDraftValues,
  type GenerationJob,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { Endpoint } from '../common/endpoint.decorator';
import { CurrentUser } from '../common/current-user.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { AiService } from './ai.service';

/** AI calls of SPEC §7 (generate, enhance) plus the generation job's progress and the provider status; every staff role. */
@Controller()
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Endpoint(CONTENT_ENDPOINTS.aiStatus)
  status(): AiStatus {
    return this.ai.status();
  }

  /** Answers at once with the job to follow; the worker writes the draft. */
  @Endpoint(CONTENT_ENDPOINTS.generateDraft)
  @HttpCode(HttpStatus.ACCEPTED)
  async generate(@ValidBody(GenerateDraftSchema) { contentType }: GenerateDraftValues, @CurrentUser() user: UserEntity): Promise<GenerateDraftAccepted> {
    return { jobId: await this.ai.startGeneration(contentType, user.id) };
  }

  @Endpoint(CONTENT_ENDPOINTS.generation)
  generation(@Param('jobId') jobId: string): Promise<GenerationJob> {
    return this.ai.generation(jobId);
  }

  @Endpoint(CONTENT_ENDPOINTS.enhance)
  @HttpCode(HttpStatus.OK)
  async enhance(@ValidBody(EnhanceContentSchema) request: EnhanceContentJob): Promise<EnhanceContentResult> {
    return { content: await this.ai.enhance(request) };
  }
}
