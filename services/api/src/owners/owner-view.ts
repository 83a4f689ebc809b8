import type { Owner, OwnerStatement, OwnerStatementSummary, OwnerUnit, StatementContent } from '@app/contracts';
import { type OwnerEntity, type OwnerStatementEntity, type OwnerUnitEntity, unitName } from '@app/core';

/** Percent with two decimals as basis points (8.5 → 850), and back. */
export const percentToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToPercent = (basisPoints: number): number => basisPoints / 100;

export function toOwnerUnit(unit: OwnerUnitEntity): OwnerUnit {
  return {
    id: unit.id,
    listing: unit.listing ? { id: unit.listing.id, title: unit.listing.title } : null,
    address: unit.address,
    unit: unitName(unit),
    managementFeePercent: basisPointsToPercent(unit.managementFeeBasisPoints),
  };
}

export function toOwner(owner: OwnerEntity, units: OwnerUnitEntity[]): Owner {
  return {
    id: owner.id,
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    units: units.map(toOwnerUnit),
    invitedAt: owner.invitedAt?.toISOString() ?? null,
    version: owner.version,
    createdAt: owner.createdAt.toISOString(),
  };
}

export function toStatementSummary(statement: OwnerStatementEntity): OwnerStatementSummary {
  return { id: statement.id, month: statement.month, generatedAt: statement.createdAt.toISOString(), ...statement.content.totals };
}

/** A stored statement (final), or `content` of a month so far (`month` given, not final). */
export function toStatement(owner: OwnerEntity, stored: OwnerStatementEntity): OwnerStatement;
export function toStatement(owner: OwnerEntity, stored: null, live: { month: string; content: StatementContent }): OwnerStatement;
export function toStatement(owner: OwnerEntity, stored: OwnerStatementEntity | null, live?: { month: string; content: StatementContent }): OwnerStatement {
  if (stored) return { id: stored.id, month: stored.month, ownerName: owner.name, generatedAt: stored.createdAt.toISOString(), final: true, ...stored.content };
  const { month, content } = live as { month: string; content: StatementContent };
  return { id: null, month, ownerName: owner.name, generatedAt: null, final: false, ...content };
}
