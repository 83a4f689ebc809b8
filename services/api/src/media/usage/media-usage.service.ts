import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { type MediaUsage, mediaPathPrefix } from '@app/contracts';
import { aggregateMediaUsage } from './aggregate-media-usage';
import { MEDIA_USAGE_SOURCE, type MediaUsageSource } from './media-usage-source';

/**
 * The media library's usage port: where items are used, according to every provider marked
 * @ProvidesMediaUsage() in the application. With no source, every item is unused.
 */
@Injectable()
export class MediaUsageService implements OnModuleInit {
  private sources: MediaUsageSource[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit() {
    this.sources = this.discovery
      .getProviders()
      .filter((wrapper) => wrapper.metatype && wrapper.instance && this.reflector.get(MEDIA_USAGE_SOURCE, wrapper.metatype))
      .map((wrapper) => wrapper.instance as MediaUsageSource);
  }

  /** The places using each of these items, keyed by media id. */
  usageOf(mediaIds: readonly string[]): Promise<Map<string, MediaUsage[]>> {
    return aggregateMediaUsage(
      this.sources,
      mediaIds.map((mediaId) => ({ mediaId, pathPrefix: mediaPathPrefix(mediaId) })),
    );
  }
}
