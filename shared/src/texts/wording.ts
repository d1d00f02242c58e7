/**
 * A count and its noun, the one way every text says a number of things: "1 lună", "2 luni", and
 * Romanian's "de" after 00 or 20–99 as last two digits ("20 de zile", "101 zile").
 */
export function countOf(count: number, one: string, many: string): string {
  if (count === 1) return `1 ${one}`;
  const lastTwo = Math.abs(count) % 100;
  return `${count} ${lastTwo >= 20 || (lastTwo === 0 && count !== 0) ? 'de ' : ''}${many}`;
}

/** The months' names, lower case as a date in words writes them. */
export const MONTH_NAMES = [
  'ianuarie',
  'februarie',
  'martie',
  'aprilie',
  'mai',
  'iunie',
  'iulie',
  'august',
  'septembrie',
  'octombrie',
  'noiembrie',
  'decembrie',
];
