import { EntityManager, type FilterQuery, raw } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type OwnerListQuery, type StatementListQuery } from '@app/contracts';
import { OWNER_SEARCH_TEXT, OwnerEntity, OwnerStatementEntity, OwnerUnitEntity, PropertyEntity, type UserEntity } from '@app/core';
import { containing } from '../common/like-pattern';
import { listingsTitled } from '../common/matching-ids';
import { takeNextVersion, type VersionCheck } from '../common/next-version';

/** Owners with their units, and their stored statements. */
@Injectable()
export class OwnersRepository {
  constructor(private readonly em: EntityManager) {}

  async page({ q, page, pageSize }: OwnerListQuery): Promise<[OwnerEntity[], number]> {
    let filter: FilterQuery<OwnerEntity> = {};
    if (q) {
      const pattern = containing(q);
      const byUnit = await this.em.find(
        OwnerUnitEntity,
        { $or: [{ address: { $ilike: pattern } }, { listing: { $in: await listingsTitled(this.em, pattern) } }] },
        { fields: ['owner'] },
      );
      filter = {
        $or: [{ [raw(`(${OWNER_SEARCH_TEXT})`)]: { $ilike: pattern } }, { id: { $in: byUnit.map((unit) => unit.owner.id) } }],
      };
    }
    return this.em.findAndCount(OwnerEntity, filter, { orderBy: { name: 'asc', id: 'asc' }, limit: pageSize, offset: (page - 1) * pageSize });
  }

  findById(id: string): Promise<OwnerEntity | null> {
    return this.em.findOne(OwnerEntity, { id });
  }

  /** The owner record a portal account signs in as (none once staff changed the owner's e-mail). */
  findByAccount(account: UserEntity): Promise<OwnerEntity | null> {
    return this.em.findOne(OwnerEntity, { account });
  }

  findByEmail(email: string): Promise<OwnerEntity | null> {
    return this.em.findOne(OwnerEntity, { email: email.toLowerCase() });
  }

  findListings(ids: string[]): Promise<PropertyEntity[]> {
    return ids.length ? this.em.find(PropertyEntity, { id: { $in: ids } }) : Promise.resolve([]);
  }

  unitsOf(owner: OwnerEntity): Promise<OwnerUnitEntity[]> {
    return this.em.find(OwnerUnitEntity, { owner }, { populate: ['listing'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** Units by owner id, for a page of owners. */
  async unitsByOwner(owners: OwnerEntity[]): Promise<Map<string, OwnerUnitEntity[]>> {
    const units = owners.length
      ? await this.em.find(
          OwnerUnitEntity,
          { owner: { $in: owners.map((owner) => owner.id) } },
          { populate: ['listing'], orderBy: { createdAt: 'asc', id: 'asc' } },
        )
      : [];
    const byOwner = new Map<string, OwnerUnitEntity[]>(owners.map((owner) => [owner.id, []]));
    for (const unit of units) byOwner.get(unit.owner.id)?.push(unit);
    return byOwner;
  }

  /** Saves the owner and replaces their units, in one transaction (the old units go first: the new may be the same). */
  /**
   * Saves the owner and replaces its units (null keeps them) in one transaction; with a version check (an edit), only
   * while the owner is still at that version, which it raises (409 `stale`, nothing written, when another save raised it first).
   */
  async saveWithUnits(owner: OwnerEntity, units: OwnerUnitEntity[] | null, version?: VersionCheck): Promise<void> {
    await this.em.transactional(async (tx) => {
      if (version) await takeNextVersion(tx, OwnerEntity, owner, version);
      tx.persist(owner);
      await tx.flush();
      if (units === null) return;
      await tx.nativeDelete(OwnerUnitEntity, { owner: owner.id });
      tx.persist(units);
      await tx.flush();
    });
  }

  statementsPage(owner: OwnerEntity, { page, pageSize }: StatementListQuery): Promise<[OwnerStatementEntity[], number]> {
    return this.em.findAndCount(OwnerStatementEntity, { owner }, { orderBy: { month: 'desc' }, limit: pageSize, offset: (page - 1) * pageSize });
  }

  findStatement(owner: OwnerEntity, id: string): Promise<OwnerStatementEntity | null> {
    return this.em.findOne(OwnerStatementEntity, { id, owner });
  }
}
