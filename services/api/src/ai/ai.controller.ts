import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  type AiStatus,
  EnhanceContentSchema,
  type EnhanceContentJob,
  type EnhanceContentResult,
  type GenerateDraftAccepted,
  GenerateDraftSchema,
  type GenerateDraftValues,
  type GenerationJob,
  ROLES,
} from '@app/contracts';
import type { UserEntity } from '@app/core';
import { CurrentUser } from '../auth/current-user.decorator';
import { Roles } from '../auth/roles.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { AiService } from './ai.service';

/** AI calls of SPEC §7 (generate, enhance) plus the generation job's progress and the provider status; every staff role. */
@Controller('admin')
@Roles(...ROLES)
export class AiController {
  constructor(private readonly ai: AiService) {}

  @Get('ai/status')
  status(): AiStatus {
    return this.ai.status();
  }

  /** Answers at once with the job to follow; the worker writes the draft. */
  @Post('content-drafts/generate')
  @HttpCode(HttpStatus.ACCEPTED)
  async generate(
    @Body(new ZodValidationPipe(GenerateDraftSchema)) { contentType }: GenerateDraftValues,
    @CurrentUser() user: UserEntity,
  ): Promise<GenerateDraftAccepted> {
    return { jobId: await this.ai.startGeneration(contentType, user.id) };
  }

  @Get('content-drafts/generate/:jobId')
  generation(@Param('jobId') jobId: string): Promise<GenerationJob> {
    return this.ai.generation(jobId);
  }

  @Post('content/enhance')
  @HttpCode(HttpStatus.OK)
  async enhance(@Body(new ZodValidationPipe(EnhanceContentSchema)) request: EnhanceContentJob): Promise<EnhanceContentResult> {
    return { content: await this.ai.enhance(request) };
  }
}
