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
