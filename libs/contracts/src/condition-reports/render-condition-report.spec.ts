import { isWorse } from './condition-reports';
import { canonicalDay, type ConditionReportDocument, renderConditionReport } from './render-condition-report';

const report: ConditionReportDocument = {
  reportId: 'r1',
  unit: '1 Orchard <Road>',
  tenantName: 'Tan "Mei" Ling',
  kind: 'move_in',
  handoverOn: '2026-12-01',
  inventory: { airconUnits: 3, keys: 4, accessCards: null },
  meters: { electricity: 12034.5, water: 880, gas: null },
  items: [
    { id: 'i1', room: 'Living room', name: 'Sofa', condition: 'good', note: 'Clean & dry', tenantComment: '', photoIds: ['p1', 'p2'] },
    { id: 'i2', room: 'Kitchen', name: 'Oven', condition: null, note: '', tenantComment: 'Door sticks', photoIds: [] },
  ],
};

describe('the canonical rendering of a condition report', () => {
  it('is the same bytes for the same content, and differs when any covered field does', () => {
    const rendered = renderConditionReport(report);
    expect(renderConditionReport(structuredClone(report))).toBe(rendered);
    expect(rendered).toContain('<td>Not recorded</td>');
    expect(rendered).toContain('<span data-photo="p1"></span><span data-photo="p2"></span>');
    const changes: ConditionReportDocument[] = [
      { ...report, handoverOn: '2026-12-02' },
      { ...report, meters: { ...report.meters, water: 881 } },
      { ...report, items: [{ ...report.items[0]!, note: 'Clean & dry.' }, report.items[1]!] },
      { ...report, items: [{ ...report.items[0]!, photoIds: ['p1'] }, report.items[1]!] },
      { ...report, items: [report.items[0]!, { ...report.items[1]!, tenantComment: '' }] },
    ];
    for (const changed of changes) expect(renderConditionReport(changed)).not.toBe(rendered);
  });

  it('escapes what people typed and writes days without locale data', () => {
    const rendered = renderConditionReport(report);
    expect(rendered).toContain('1 Orchard &#60;Road&#62;');
    expect(rendered).toContain('Tan &#34;Mei&#34; Ling');
    expect(rendered).toContain('Clean &#38; dry');
    expect(canonicalDay('2026-12-01')).toBe('1 Dec 2026');
  });
});

describe('isWorse', () => {
  it('flags a worse condition at move-out, never one not applicable or unchecked', () => {
    expect(isWorse('good', 'damaged')).toBe(true);
    expect(isWorse('good', 'fair')).toBe(true);
    expect(isWorse('fair', 'damaged')).toBe(true);
    expect(isWorse('fair', 'good')).toBe(false);
    expect(isWorse('damaged', 'damaged')).toBe(false);
    expect(isWorse('not_applicable', 'damaged')).toBe(false);
    expect(isWorse('good', null)).toBe(false);
  });
});
