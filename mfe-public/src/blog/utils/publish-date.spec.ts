import { describePublishDate } from './publish-date';

const now = new Date('2026-01-15T00:00:00.000Z');

describe('describePublishDate', () => {
  it('shows a past date with a long month', () => {
    expect(describePublishDate('2025-03-05T02:00:00.000Z', now)).toEqual({
      text: 'March 5, 2025',
      upcoming: false,
      dateTime: '2025-03-05T02:00:00.000Z',
    });
  });

  it("prefixes a future date with 'Coming' and marks it upcoming", () => {
    expect(describePublishDate('2026-07-01T02:00:00.000Z', now)).toMatchObject({ text: 'Coming July 1, 2026', upcoming: true });
  });

  it('reads dates in Singapore time', () => {
    expect(describePublishDate('2025-12-31T17:00:00.000Z', now).text).toBe('January 1, 2026');
  });

  it.each(['Spring 2025', '2025-13-45', ''])('shows the unparseable date %p as given', (value) => {
    expect(describePublishDate(value, now)).toEqual({ text: value, upcoming: false });
  });
});
