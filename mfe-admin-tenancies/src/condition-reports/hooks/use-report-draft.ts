import { useEffect, useState } from 'react';
import type { ConditionReport, SaveConditionReportInput } from '@app/contracts';

const keyOf = (reportId: string) => `condition-report-draft:${reportId}`;

/** The draft as staff type it, with the report version it started from. */
type StoredDraft = { basedOn: string; draft: SaveConditionReportInput };

export const draftFromReport = (report: ConditionReport): SaveConditionReportInput => ({
  handoverOn: report.handoverOn,
  inventory: report.inventory,
  meters: report.meters,
  items: report.items.map(({ id, room, name, condition, note }) => ({ id, room, name, condition, note })),
});

function storedDraft(report: ConditionReport): SaveConditionReportInput | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(keyOf(report.id)) ?? 'null') as StoredDraft | null;
    return stored && stored.basedOn === report.updatedAt ? stored.draft : null;
  } catch {
    return null;
  }
}

/**
 * What staff typed, kept in this browser's localStorage at every change, so a lost connection or a closed tab loses
 * nothing: reopening the report brings the draft back as long as nobody saved the report meanwhile. `saved` forgets it.
 */
export function useReportDraft(report: ConditionReport) {
  const [restored] = useState(() => storedDraft(report));
  const [draft, setDraft] = useState<SaveConditionReportInput>(() => restored ?? draftFromReport(report));
  const [dirty, setDirty] = useState(restored !== null);
  useEffect(() => {
    if (dirty) window.localStorage.setItem(keyOf(report.id), JSON.stringify({ basedOn: report.updatedAt, draft } satisfies StoredDraft));
  }, [dirty, draft, report.id, report.updatedAt]);
  const change = (next: SaveConditionReportInput) => {
    setDraft(next);
    setDirty(true);
  };
  const saved = (fresh: ConditionReport) => {
    window.localStorage.removeItem(keyOf(report.id));
    setDraft(draftFromReport(fresh));
    setDirty(false);
  };
  return { draft, change, dirty, restored: restored !== null, saved };
}
