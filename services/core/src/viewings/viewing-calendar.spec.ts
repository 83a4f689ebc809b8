import { viewingCalendar } from './viewing-calendar';

const viewing = {
  uid: '6f1c2d3e-0000-4000-8000-000000000001@harbourline-viewings',
  start: new Date('2026-12-01T02:00:00Z'),
  end: new Date('2026-12-01T02:30:00Z'),
  summary: 'Viewing: Condo, Tampines; 3 bed (HL-1001)',
  location: '1 Tampines Avenue, Tampines',
  description: `Dear Aisha,\nYour viewing is booked. ${'A long line of details that goes on. '.repeat(4)}`,
  url: 'https://www.harbourline.test/viewings/manage?token=abc.def',
};

describe('viewingCalendar', () => {
  const calendar = viewingCalendar(viewing, new Date('2026-11-27T05:00:00Z'));
  const lines = calendar.split('\r\n');

  it('gives the times as wall-clock times in Asia/Singapore, which it defines as +08:00 all year', () => {
    expect(lines).toContain('DTSTART;TZID=Asia/Singapore:20261201T100000');
    expect(lines).toContain('DTEND;TZID=Asia/Singapore:20261201T103000');
    expect(calendar).toContain('BEGIN:VTIMEZONE\r\nTZID:Asia/Singapore\r\nBEGIN:STANDARD\r\nDTSTART:19820101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800');
    expect(lines).toContain('DTSTAMP:20261127T050000Z');
  });

  it('escapes text values and folds lines longer than 75 octets, with CRLF endings', () => {
    expect(lines).toContain('SUMMARY:Viewing: Condo\\, Tampines\\; 3 bed (HL-1001)');
    expect(calendar.replace(/\r\n /g, '')).toContain('DESCRIPTION:Dear Aisha\\,\\nYour viewing');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(calendar.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const unfolded = calendar.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:Dear Aisha\\,\\nYour viewing is booked. ${'A long line of details that goes on. '.repeat(4)}`);
  });
});
