import { addDays, type MatchSuggestion, SUGGESTION_WINDOW_DAYS, type SuggestionReason } from '@app/contracts';

/** A charge's reference as the sweep and staff make them: HL + a 5-character tenancy code + YYYYMM (and L), or X + a number. */
const REFERENCE = /\bHL[0-9A-Z]{5}(?:\d{6}L?|X[0-9A-Z]{1,8})\b/g;

/** The charge references written in a bank line's description (upper-cased; each once). */
export function referencesIn(description: string): string[] {
  return [...new Set(description.toUpperCase().match(REFERENCE) ?? [])];
}

export type OpenCharge = { id: string; reference: string; openCents: number };

/**
 * The charge a bank line pays on its own: its reference is in the description and the line's amount is what is open on
 * it, and no other charge named in the description fits the same way. Two that fit, or none: null (staff decide).
 */
export function automaticMatch<Charge extends OpenCharge>(amountCents: number, namedCharges: readonly Charge[]): Charge | null {
  const fits = namedCharges.filter((charge) => charge.openCents > 0 && charge.openCents === amountCents);
  return fits.length === 1 ? (fits[0] as Charge) : null;
}

export type SuggestionCandidate = Omit<MatchSuggestion, 'reasons'>;
export type SuggestedLine = { amountCents: number; valueDate: string; description: string };

const REASON_WEIGHTS: Record<SuggestionReason, number> = { reference: 8, amount: 4, name: 2, date: 1 };
export const MAX_SUGGESTIONS = 5;

/** The tenant's name is in the description: every word of it, or at least two (banks cut long names short). */
function namesTenant(description: string, tenantName: string): boolean {
  const text = ` ${description.toUpperCase().replace(/[^A-Z0-9]+/g, ' ')} `;
  const words = tenantName
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length >= 2);
  const found = words.filter((word) => text.includes(` ${word} `)).length;
  return words.length > 0 && (found === words.length || found >= 2);
}

function reasonsFor(line: SuggestedLine, references: string[], candidate: SuggestionCandidate): SuggestionReason[] {
  const reasons: SuggestionReason[] = [];
  if (references.includes(candidate.reference)) reasons.push('reference');
  if (candidate.openCents === line.amountCents) reasons.push('amount');
  if (namesTenant(line.description, candidate.tenantName)) reasons.push('name');
  const from = addDays(line.valueDate, -SUGGESTION_WINDOW_DAYS);
  if (candidate.dueOn >= from && candidate.dueOn <= addDays(line.valueDate, SUGGESTION_WINDOW_DAYS)) reasons.push('date');
  return reasons;
}

/**
 * Open charges a bank line in the queue may pay, the likeliest first: its reference in the description, the same
 * amount, the tenant's name in the description, due within ±5 days of the value date. A charge only due nearby is no
 * suggestion on its own.
 */
export function rankSuggestions(line: SuggestedLine, candidates: readonly SuggestionCandidate[]): MatchSuggestion[] {
  const references = referencesIn(line.description);
  const score = (reasons: SuggestionReason[]) => reasons.reduce((sum, reason) => sum + REASON_WEIGHTS[reason], 0);
  return candidates
    .map((candidate) => ({ ...candidate, reasons: reasonsFor(line, references, candidate) }))
    .filter((suggestion) => suggestion.reasons.some((reason) => reason !== 'date'))
    .sort((a, b) => score(b.reasons) - score(a.reasons) || a.dueOn.localeCompare(b.dueOn) || a.reference.localeCompare(b.reference))
    .slice(0, MAX_SUGGESTIONS);
}
