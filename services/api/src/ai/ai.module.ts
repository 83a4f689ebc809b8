import { Module } from '@nestjs/common';
import { AiController } from './ai.controller';
import { AiJobs } from './ai-jobs';
import { AiService } from './ai.service';

@Module({ controllers: [AiController], providers: [AiJobs, AiService] })
export class AiModule {}
