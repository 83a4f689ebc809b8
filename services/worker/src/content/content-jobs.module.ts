import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { ContentJobsHandler } from './content-jobs.handler';
import { GeneratedDraftsRepository } from './generated-drafts.repository';
import { GenerationRequestsRepository } from './generation-requests.repository';
import { UnfinishedGenerations } from './unfinished-generations';

@Module({ imports: [AiModule], providers: [ContentJobsHandler, GeneratedDraftsRepository, GenerationRequestsRepository, UnfinishedGenerations] })
export class ContentJobsModule {}
