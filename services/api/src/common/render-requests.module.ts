import { Global, Module } from '@nestjs/common';
import { RenderRequests } from './render-requests';

/** One RenderRequests for the whole API: the render marks its requests, the blog reads check them. */
@Global()
@Module({ providers: [RenderRequests], exports: [RenderRequests] })
export class RenderRequestsModule {}
