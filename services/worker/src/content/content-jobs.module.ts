import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { ContentJobsHandler } from './content-jobs.handler';
import { GeneratedDraftsRepository } from './generated-drafts.repository';

@Module({ imports: [AiModule], providers: [ContentJobsHandler, GeneratedDraftsRepository] })
export class ContentJobsModule {}
