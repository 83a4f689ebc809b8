import { canonicalDay, type Deduction, type Deposit, DEPOSIT_HOLDER_LABELS, escapeHtml, formatCents, ITEM_CONDITION_LABELS } from '@app/contracts';

/** A deduction's photos at one end, as thumbnails, or nothing. */
function images(label: string, photos: Deduction['evidence']['photos'], item: string): string {
  const shown = photos.flatMap((photo) => (photo.thumbnailUrl ? [`<img src="${escapeHtml(photo.thumbnailUrl)}" alt="${label}: ${escapeHtml(item)}">`] : []));
  return shown.length ? `<br>${label}: ${shown.join('')}` : '';
}

/**
 * The deposit disposition letter to the tenant: the deposit, each deduction with its evidence (the move-out item with
 * its conditions at both ends and its photos, or the repair request with its day and description), and the refund.
 */
export function depositLetter(deposit: Deposit): { title: string; body: string } {
  const rows = deposit.deductions.map((deduction) => {
    const { evidence } = deduction;
    const conditions =
      evidence.conditionItemId !== null
        ? `Move-in: ${evidence.moveInCondition ? ITEM_CONDITION_LABELS[evidence.moveInCondition] : 'not recorded'}; move-out: ${evidence.moveOutCondition ? ITEM_CONDITION_LABELS[evidence.moveOutCondition] : 'not recorded'}.`
        : evidence.repairReportedOn !== null
          ? `Repair request made ${canonicalDay(evidence.repairReportedOn)}.`
          : 'Repair request.';
    const photos = images('At move-in', evidence.moveInPhotos, evidence.label) + images('At move-out', evidence.photos, evidence.label);
    return (
      `<tr><td>${escapeHtml(deduction.reason)}</td><td>${escapeHtml(evidence.label)}<br>${escapeHtml(conditions)}${evidence.note ? `<br>${escapeHtml(evidence.note)}` : ''}${photos}</td>` +
      `<td>${escapeHtml(formatCents(deduction.amountCents))}</td></tr>`
    );
  });
  const refundLine = deposit.refundedOn
    ? `<p><strong>Refund: ${escapeHtml(formatCents(deposit.refundCents))}</strong>, made on ${canonicalDay(deposit.refundedOn)}.</p>`
    : `<p><strong>Refund due: ${escapeHtml(formatCents(deposit.refundCents))}</strong>${deposit.refundDeadlineOn ? `, by ${canonicalDay(deposit.refundDeadlineOn)}` : ''}.</p>`;
  return {
    title: `Deposit disposition — ${deposit.unit}`,
    body: [
      '<h1>Your deposit</h1>',
      `<p>Dear ${escapeHtml(deposit.tenantName)},</p>`,
      `<p>This letter sets out what happens to your security deposit for ${escapeHtml(deposit.unit)}.</p>`,
      '<table class="facts">',
      `<tr><th>Deposit</th><td>${escapeHtml(formatCents(deposit.amountCents))}, received ${canonicalDay(deposit.receivedOn)}</td></tr>`,
      `<tr><th>Held by</th><td>${escapeHtml(DEPOSIT_HOLDER_LABELS[deposit.holder])}</td></tr>`,
      `<tr><th>Handback</th><td>${deposit.handbackOn ? canonicalDay(deposit.handbackOn) : 'Not yet'}</td></tr>`,
      '</table>',
      '<h2>Deductions</h2>',
      rows.length
        ? `<table><thead><tr><th>What for</th><th>Evidence</th><th>Amount</th></tr></thead><tbody>${rows.join('\n')}</tbody></table><p>Total deducted: ${escapeHtml(formatCents(deposit.deductedCents))}</p>`
        : '<p>No deductions.</p>',
      refundLine,
      '<p>If anything here is unclear, reply to our e-mail or call us.</p>',
    ].join('\n'),
  };
}
