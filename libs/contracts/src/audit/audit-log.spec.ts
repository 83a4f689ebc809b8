import { AuditLogQuerySchema } from './audit-log';

describe('audit log query', () => {
  it('takes days that exist, and refuses a month 13 or a 30 February with a clear message', () => {
    expect(AuditLogQuerySchema.parse({ from: '2026-02-28', to: '2028-02-29' })).toMatchObject({ from: '2026-02-28', to: '2028-02-29' });
    expect(AuditLogQuerySchema.safeParse({ from: '2026-13-01' }).error?.issues[0]?.message).toBe('That date does not exist');
    expect(AuditLogQuerySchema.safeParse({ to: '2026-02-30' }).error?.issues[0]?.message).toBe('That date does not exist');
    expect(AuditLogQuerySchema.safeParse({ from: '10/11/2026' }).error?.issues[0]?.message).toBe('Write the date as YYYY-MM-DD');
  });
});
