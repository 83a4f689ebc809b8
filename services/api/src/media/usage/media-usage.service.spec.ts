import { Injectable, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { type FoundMediaUsage, type MediaUsageQuery, type MediaUsageSource, ProvidesMediaUsage } from './media-usage-source';
import { MediaUsageService } from './media-usage.service';

@Injectable()
@ProvidesMediaUsage()
class DraftImagesSource implements MediaUsageSource {
  async findUsages(media: readonly MediaUsageQuery[]): Promise<FoundMediaUsage[]> {
    return media.map(({ mediaId }) => ({ mediaId, kind: 'draft', id: 'd1', title: 'Asset progression 101', field: 'featuredImage' }));
  }
}

@Injectable()
class UnrelatedService {
  async findUsages(): Promise<FoundMediaUsage[]> {
    throw new Error('not a usage source');
  }
}

/** Stands for a content feature's module: the media module knows nothing of it. */
@Module({ providers: [DraftImagesSource, UnrelatedService] })
class ContentFeatureModule {}

async function usageService(imports: unknown[]) {
  const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule, ...(imports as never[])], providers: [MediaUsageService] }).compile();
  await moduleRef.init();
  return moduleRef.get(MediaUsageService);
}

describe('MediaUsageService', () => {
  it('counts nothing while no module provides a usage source', async () => {
    const service = await usageService([]);
    expect(await service.usageOf(['m1'])).toEqual(new Map([['m1', []]]));
  });

  it('finds the providers marked @ProvidesMediaUsage() in other modules, and only those', async () => {
    const service = await usageService([ContentFeatureModule]);
    expect(await service.usageOf(['m1'])).toEqual(
      new Map([['m1', [{ kind: 'draft', id: 'd1', title: 'Asset progression 101', field: 'featuredImage' }]]]),
    );
  });
});
