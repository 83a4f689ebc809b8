import { textInput } from './text';

/** Whether a YYYY-MM-DD day exists in the calendar (not 2026-02-31); other text is left to the format check. */
function isRealDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return true;
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A day written YYYY-MM-DD: the format only (RealDaySchema also checks that the day exists). */
export const IsoDaySchema = textInput({ error: 'Write the date as YYYY-MM-DD' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD');

/** A calendar day, YYYY-MM-DD, that exists. */
export const RealDaySchema = IsoDaySchema.refine(isRealDay, 'That date does not exist');
