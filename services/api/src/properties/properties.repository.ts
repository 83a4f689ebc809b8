import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PROPERTIES_PAGE_SIZE, type PropertyListingQuery, type PropertySearchQuery } from '@app/contracts';
import { MediaEntity, PROPERTY_SEARCH_TEXT, PropertyEntity, SHOWN_PROPERTY, UserEntity } from '@app/core';
import { containing } from '../common/like-pattern';

@Injectable()
export class PropertiesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Featured listings visitors may see, in their featured order. */
  listFeatured(limit: number): Promise<PropertyEntity[]> {
    return this.em.find(PropertyEntity, { ...SHOWN_PROPERTY, featured: true }, { orderBy: { sortOrder: 'asc', createdAt: 'asc' }, limit });
  }

  /** One page of every listing matching the search and status, newest first (index `properties_created_at_id_index`), and how many match. */
  page({ q, status, page, pageSize }: PropertyListingQuery): Promise<[PropertyEntity[], number]> {
    const filter: FilterQuery<PropertyEntity> = {
      ...(status ? { status } : {}),
      // Title, reference, address or district, through the trigram index (properties_search_index).
      ...(q ? { [raw(`(${PROPERTY_SEARCH_TEXT})`)]: { $ilike: containing(q) } } : {}),
    };
    return this.em.findAndCount(PropertyEntity, filter, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize });
  }

  findById(id: string): Promise<PropertyEntity | null> {
    return this.em.findOne(PropertyEntity, { id });
  }

  /** With its agent loaded, whose CEA details the listing's page shows. */
  findShownBySlug(slug: string): Promise<PropertyEntity | null> {
    return this.em.findOne(PropertyEntity, { ...SHOWN_PROPERTY, slug }, { populate: ['agent'] });
  }

  findAgent(id: string): Promise<UserEntity | null> {
    return this.em.findOne(UserEntity, { id });
  }

  /** Every staff account, active ones first, by name: the listing form's choice of agent. */
  listAgents(): Promise<UserEntity[]> {
    return this.em.find(UserEntity, {}, { orderBy: { isActive: 'desc', fullName: 'asc', username: 'asc' } });
  }

  /** One page of shown listings matching the filters, newest first, and how many match in all. */
  search(query: PropertySearchQuery): Promise<[PropertyEntity[], number]> {
    return this.em.findAndCount(PropertyEntity, searchFilter(query), {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: PROPERTIES_PAGE_SIZE,
      offset: (query.page - 1) * PROPERTIES_PAGE_SIZE,
    });
  }

  async shownDistricts(): Promise<string[]> {
    const rows = await this.em.find(PropertyEntity, SHOWN_PROPERTY, { fields: ['district'] });
    return [...new Set(rows.map((row) => row.district))].sort((a, b) => a.localeCompare(b));
  }

  /** Every listing shown to visitors, newest first, for the sitemap. */
  /** Listings visitors may see, newest first, `limit` of them after the first `offset`: a part of the sitemap. */
  listShown(offset: number, limit: number): Promise<Pick<PropertyEntity, 'slug' | 'updatedAt'>[]> {
    return this.em.find(PropertyEntity, SHOWN_PROPERTY, { fields: ['slug', 'updatedAt'], orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit });
  }

  countShown(): Promise<number> {
    return this.em.count(PropertyEntity, SHOWN_PROPERTY);
  }

  async takenSlugs(base: string): Promise<Set<string>> {
    const similar = await this.em.find(PropertyEntity, { slug: { $like: `${base}%` } }, { fields: ['slug'] });
    return new Set(similar.map((property) => property.slug));
  }

  findMedia(ids: readonly string[]): Promise<MediaEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.em.find(MediaEntity, { id: { $in: [...ids] } });
  }

  async save(property: PropertyEntity): Promise<PropertyEntity> {
    await this.em.persistAndFlush(property);
    return property;
  }

  async remove(property: PropertyEntity): Promise<void> {
    await this.em.removeAndFlush(property);
  }
}

function searchFilter({ type, district, bedrooms, minPrice, maxPrice }: PropertySearchQuery): FilterQuery<PropertyEntity> {
  const filter: FilterQuery<PropertyEntity>[] = [SHOWN_PROPERTY];
  if (type) filter.push({ type });
  if (district) filter.push({ district: { $ilike: district } });
  if (bedrooms !== undefined) filter.push({ bedrooms: { $gte: bedrooms } });
  if (minPrice !== undefined || maxPrice !== undefined) {
    const range = { ...(minPrice !== undefined && { $gte: minPrice }), ...(maxPrice !== undefined && { $lte: maxPrice }) };
    filter.push({ $or: [{ monthlyRent: range }, { askingPrice: range }] });
  }
  return { $and: filter };
}
