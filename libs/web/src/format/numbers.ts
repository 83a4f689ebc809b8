/**
 * A whole number with its thousands separated as en-SG writes them: 1250000 -> '1,250,000'. Written without Intl,
 * for the reason formatLongDate gives (public pages show prices and floor areas).
 */
export function formatWholeNumber(value: number): string {
  const grouped = Math.abs(Math.round(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** An amount of Singapore dollars as every screen shows money: 'S$1,250.50', '-S$80.00' (dollars with cents). */
export function formatMoney(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const amount = `S$${formatWholeNumber(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
  return dollars < 0 && cents > 0 ? `-${amount}` : amount;
}
