import { Module } from '@nestjs/common';
import { CdnPurgeHandler } from './cdn-purge.handler';
import { CdnPurger } from './cdn-purger';
import { HttpCdnPurger } from './http-cdn-purger';

/** CDN purges (maintenance queue): the purge job and the CDN's purge API behind CdnPurger. */
@Module({ providers: [{ provide: CdnPurger, useClass: HttpCdnPurger }, CdnPurgeHandler] })
export class CdnModule {}
