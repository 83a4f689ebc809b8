import { Module } from '@nestjs/common';
import { AiController } from './ai.controller';
import { AiJobs } from './ai-jobs';
import { AiService } from './ai.service';
import { GenerationRequestsRepository } from './generation-requests.repository';

@Module({ controllers: [AiController], providers: [AiJobs, AiService, GenerationRequestsRepository] })
export class AiModule {}
