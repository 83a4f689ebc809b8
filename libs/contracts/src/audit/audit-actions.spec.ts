import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, auditActionLabel } from './audit-actions';

describe('audit action labels', () => {
  it('give every action its own label', () => {
    const labels = AUDIT_ACTIONS.map((action) => AUDIT_ACTION_LABELS[action]);
    expect(labels.every((label) => label.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length);
  });

  it('show an unknown action by its stored name', () => {
    expect(auditActionLabel('auth.login_failed')).toBe('Sign-in failed');
    expect(auditActionLabel('billing.invoice_sent')).toBe('billing.invoice_sent');
  });
});
