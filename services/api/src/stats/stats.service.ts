import { Injectable } from '@nestjs/common';
import { type DashboardStats, MOST_VIEWED_LIMIT } from '@app/contracts';
import { StatsRepository } from './stats.repository';

/** The dashboard counters of SPEC §2 and the most viewed live posts. */
@Injectable()
export class StatsService {
  constructor(private readonly stats: StatsRepository) {}

  async dashboard(): Promise<DashboardStats> {
    const [publishedPosts, drafts, mediaFiles, totalPostViews, mostViewed] = await Promise.all([
      this.stats.countPublishedPosts(),
      this.stats.countDrafts(),
      this.stats.countMediaFiles(),
      this.stats.totalPostViews(),
      this.stats.mostViewedPosts(MOST_VIEWED_LIMIT),
    ]);
    return {
      publishedPosts,
      drafts,
      mediaFiles,
      totalPostViews,
      mostViewed: mostViewed.map(({ id, title, slug, viewCount }) => ({ id, title, slug, viewCount })),
    };
  }
}
