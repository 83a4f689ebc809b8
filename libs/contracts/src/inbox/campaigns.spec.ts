import { CAMPAIGN_MAX_FEATURED, CreateCampaignSchema } from './campaigns';

const id = (n: number) => `3f0c9a52-8d1e-4a7b-9c2d-5e6f7a8b9c${String(n).padStart(2, '0')}`;

describe('campaign schemas', () => {
  it('create: a draft, and no featured posts or listings unless given', () => {
    expect(CreateCampaignSchema.parse({ draftId: id(1) })).toEqual({ draftId: id(1), postIds: [], propertyIds: [] });
    expect(CreateCampaignSchema.safeParse({}).error?.issues[0]?.message).toBe('Choose an approved newsletter draft');
  });

  it('create: at most a few featured items, each once', () => {
    const many = Array.from({ length: CAMPAIGN_MAX_FEATURED + 1 }, (_, n) => id(n));
    expect(CreateCampaignSchema.safeParse({ draftId: id(1), postIds: many }).error?.issues[0]?.message).toBe(`Feature at most ${CAMPAIGN_MAX_FEATURED} posts`);
    expect(CreateCampaignSchema.safeParse({ draftId: id(1), propertyIds: [id(2), id(2)] }).error?.issues[0]?.message).toBe('Feature each listing once');
    expect(CreateCampaignSchema.safeParse({ draftId: id(1), postIds: ['HL-1001'] }).error?.issues[0]?.message).toBe('Each featured post must be an id');
  });
});
