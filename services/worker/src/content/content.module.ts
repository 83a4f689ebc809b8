import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module';
import { ContentWritingHandler } from './content-writing.handler';
import { GeneratedDraftsRepository } from './generated-drafts.repository';
import { GenerationRequestsRepository } from './generation-requests.repository';
import { UnfinishedGenerations } from './unfinished-generations';

/** The jobs of the content queue: AI drafting (and queueing again the requests whose job went missing) and enhancing. */
@Module({ imports: [AiModule], providers: [ContentWritingHandler, GeneratedDraftsRepository, GenerationRequestsRepository, UnfinishedGenerations] })
export class ContentModule {}
