import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import {
  CEA_MESSAGES,
  FEATURED_PROPERTIES_COUNT,
  PUBLIC_PROPERTY_STATUSES,
  PROPERTIES_PAGE_SIZE,
  PROPERTY_MESSAGES,
  type Property,
  type PropertyAgentOption,
  type PropertyListing,
  type PropertyListingPage,
  type PropertyListingQuery,
  type PropertyListingValues,
  type PropertySearchQuery,
  type PropertySearchResult,
  type PublicPropertyListing,
  type PublicPropertyListingDetail,
  SURROGATE_KEYS,
  agentNotReadyMessage,
  propertyCardOf,
} from '@app/contracts';
import { type MediaEntity, PropertyEntity, type PropertyFields, type UserEntity, firstFreeSlug, slugFromTitle } from '@app/core';
import { photosOf } from './property-photos';
import { toAdminListing, toAgentOption, toListingAgent, toPublicListing } from './property-listing-view';
import { PropertiesRepository } from './properties.repository';
import { foundOr404 } from '../common/found-or-404';
import { listPage } from '../common/list-page';

/** Two listings with the same title created at once may pick the same free slug: the later one tries again. */
const SLUG_ATTEMPTS = 3;

/**
 * Property listings: staff manage them, visitors see the available and let ones. Every change raises the public
 * cache generation, so the server-rendered pages (home, /properties, the listing) show it on the next request, and
 * purges them at the CDN: the create, update and delete endpoints declare it (`invalidates: 'public'`).
 */
/** A shown listing's page or read, and the CDN keys it is kept under: its own and its agent's (whose details it shows). */
export type ShownListing = { listing: PublicPropertyListingDetail; surrogateKeys: string[] };

@Injectable()
export class PropertiesService {
  constructor(private readonly properties: PropertiesRepository) {}

  /** The properties the home page features, in their set order. */
  async featured(): Promise<Property[]> {
    return (await this.toPublic(await this.properties.listFeatured(FEATURED_PROPERTIES_COUNT))).map(propertyCardOf);
  }

  async search(query: PropertySearchQuery): Promise<PropertySearchResult> {
    const [[found, total], districts] = await Promise.all([this.properties.search(query), this.properties.shownDistricts()]);
    return { items: await this.toPublic(found), total, page: query.page, pageSize: PROPERTIES_PAGE_SIZE, districts };
  }

  async read(slug: string): Promise<ShownListing> {
    const shown = await this.findShown(slug);
    if (!shown) throw new NotFoundException(PROPERTY_MESSAGES.notFound);
    return shown;
  }

  /** A listing visitors may see with its agent's CEA details, or null (sold, hidden, without a registered agent, or unknown). */
  async findShown(slug: string): Promise<ShownListing | null> {
    const property = await this.properties.findShownBySlug(slug);
    const agent = property?.agent ? toListingAgent(property.agent) : null;
    if (!property?.agent || !agent) return null;
    const [listing] = await this.toPublic([property]);
    if (!listing) return null;
    return { listing: { ...listing, agent }, surrogateKeys: [SURROGATE_KEYS.listing(property.id), SURROGATE_KEYS.agent(property.agent.id)] };
  }

  /** Listings visitors may see, newest first, a batch at a time, for the sitemap. */
  listShown(offset: number, limit: number): Promise<Pick<PropertyEntity, 'slug' | 'updatedAt'>[]> {
    return this.properties.listShown(offset, limit);
  }

  countShown(): Promise<number> {
    return this.properties.countShown();
  }

  async page(query: PropertyListingQuery): Promise<PropertyListingPage> {
    const [listings, total] = await this.properties.page(query);
    return listPage(await this.toAdmin(listings), total, query);
  }

  async get(id: string): Promise<PropertyListing> {
    return (await this.toAdmin([await this.find(id)]))[0] as PropertyListing;
  }

  /** The staff accounts the listing form offers as agent. */
  async agents(): Promise<PropertyAgentOption[]> {
    return (await this.properties.listAgents()).map(toAgentOption);
  }

  async create(input: PropertyListingValues): Promise<PropertyListing> {
    await this.assertPhotosExist(input.photoIds);
    const agent = await this.agentFor(input);
    const property = await this.withFreeSlug(async () => {
      const slug = firstFreeSlug(slugFromTitle(input.title), await this.properties.takenSlugs(slugFromTitle(input.title)));
      return this.properties.save(new PropertyEntity({ ...listingFields(input), agent, slug }));
    });
    return this.get(property.id);
  }

  /** The slug stays as it was, so links already shared keep working. */
  async update(id: string, input: PropertyListingValues): Promise<PropertyListing> {
    const property = await this.find(id);
    await this.assertPhotosExist(input.photoIds);
    const agent = await this.agentFor(input);
    Object.assign(property, listingFields(input), { agent });
    await this.properties.save(property);
    return this.get(id);
  }

  async delete(id: string): Promise<void> {
    const property = await this.find(id);
    await this.properties.remove(property);
  }

  private find(id: string): Promise<PropertyEntity> {
    return foundOr404(id, () => this.properties.findById(id), PROPERTY_MESSAGES.notFound);
  }

  private async assertPhotosExist(photoIds: readonly string[]): Promise<void> {
    const found = await this.properties.findMedia(photoIds);
    if (found.length !== photoIds.length) throw new BadRequestException(PROPERTY_MESSAGES.photoMissing);
  }

  /**
   * The chosen agent, a staff account; a listing saved as available or let needs one with a CEA registration number
   * and a phone (CEA advertising rules), else 400 naming what is missing, under agentId for the form.
   */
  private async agentFor(input: PropertyListingValues): Promise<UserEntity> {
    const agent = await this.properties.findAgent(input.agentId);
    if (!agent) throw agentProblem(CEA_MESSAGES.agentNotFound);
    const missing = { registrationNumber: agent.ceaRegistrationNumber === null, phone: agent.phone === null };
    if (PUBLIC_PROPERTY_STATUSES.includes(input.status) && (missing.registrationNumber || missing.phone)) {
      throw agentProblem(agentNotReadyMessage(missing));
    }
    return agent;
  }

  private async withFreeSlug(create: () => Promise<PropertyEntity>, attempt = 1): Promise<PropertyEntity> {
    try {
      return await create();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= SLUG_ATTEMPTS) throw error;
      return this.withFreeSlug(create, attempt + 1);
    }
  }

  private async mediaOf(properties: readonly PropertyEntity[]): Promise<Map<string, MediaEntity>> {
    const items = await this.properties.findMedia([...new Set(properties.flatMap((property) => property.photoIds))]);
    return new Map(items.map((item) => [item.id, item]));
  }

  private async toPublic(properties: readonly PropertyEntity[]): Promise<PublicPropertyListing[]> {
    const media = await this.mediaOf(properties);
    return properties.map((property) => toPublicListing(property, photosOf(property.photoIds, media)));
  }

  private async toAdmin(properties: readonly PropertyEntity[]): Promise<PropertyListing[]> {
    const media = await this.mediaOf(properties);
    return properties.map((property) => toAdminListing(property, photosOf(property.photoIds, media)));
  }
}

function listingFields(input: PropertyListingValues): Omit<PropertyFields, 'slug' | 'agent'> {
  const { floorAreaSqft, featuredOrder, agentId: _agentId, ...rest } = input;
  return { ...rest, sizeSqft: floorAreaSqft, sortOrder: featuredOrder };
}

function agentProblem(message: string): BadRequestException {
  return new BadRequestException({ message, issues: [{ path: 'agentId', message }] });
}
