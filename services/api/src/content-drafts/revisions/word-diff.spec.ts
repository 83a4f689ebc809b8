import { textDiff, WORD_DIFF_TIMEOUT_MS } from './word-diff';

/** `count` words drawn from a seeded sequence, so two texts share almost none of their order. */
function words(count: number, seed: number): string {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, () => `w${next() % 5000}`).join(' ');
}

describe('textDiff', () => {
  it('marks the words added and removed, the markup left out', () => {
    const diff = textDiff(
      { title: 'Renting in Singapore', content: '<p>Rent is due monthly.</p>' },
      { title: 'Renting in Singapore', content: '<p>Rent is due weekly.</p>' },
    );
    expect(diff.title).toEqual([{ text: 'Renting in Singapore', change: 'same' }]);
    expect(diff.content).toEqual([
      { text: 'Rent is due ', change: 'same' },
      { text: 'monthly', change: 'removed' },
      { text: 'weekly', change: 'added' },
      { text: '.', change: 'same' },
    ]);
  });

  it('gives up within its time limit on two long texts that differ throughout: the whole of one replaces the other', () => {
    const before = `<p>${words(25_000, 1)}</p>`;
    const after = `<p>${words(25_000, 2)}</p>`;
    const started = performance.now();
    const diff = textDiff({ title: 'A', content: before }, { title: 'A', content: after });
    expect(performance.now() - started).toBeLessThan(WORD_DIFF_TIMEOUT_MS * 4);
    expect(diff.content.map((part) => part.change)).toEqual(['removed', 'added']);
    expect(diff.content.map((part) => part.text)).toEqual([before.slice(3, -4), after.slice(3, -4)]);
  });
});
