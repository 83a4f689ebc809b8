/** An open charge as allocation sees it. */
export type AllocatableCharge = { id: string; dueOn: string; createdAt: Date; openCents: number };

export type Allocation<Charge> = { charge: Charge; cents: number };

/** Oldest first: by due day, then by when the charge was made, then by id (a stable order). */
export function byAge(a: AllocatableCharge, b: AllocatableCharge): number {
  return a.dueOn.localeCompare(b.dueOn) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
}

/**
 * Spreads an amount over open charges, the oldest first, each up to what is open on it: a partial amount leaves the
 * last charge it reaches open, and what is left over once every charge is paid comes back as `leftoverCents` (a credit).
 */
export function allocateOldestFirst<Charge extends AllocatableCharge>(
  charges: readonly Charge[],
  cents: number,
): { allocations: Allocation<Charge>[]; leftoverCents: number } {
  const allocations: Allocation<Charge>[] = [];
  let left = cents;
  for (const charge of [...charges].sort(byAge)) {
    if (left <= 0) break;
    const paid = Math.min(left, charge.openCents);
    if (paid <= 0) continue;
    allocations.push({ charge, cents: paid });
    left -= paid;
  }
  return { allocations, leftoverCents: left };
}
