/**
 * The part of a client address the throttles count by: an IPv4 address whole, an IPv6 address by
 * its /64 network, since one phone or home line holds a whole /64 and would otherwise take a fresh
 * allowance from each of its addresses (docs/security.md, rate limits). An IPv4-mapped IPv6
 * address counts as its IPv4 address.
 */
export function throttledAddress(address: string): string {
  const lower = address.toLowerCase().replace(/%.*$/, '');
  if (!lower.includes(':')) return lower;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = lower.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const network = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return `${network.map((group) => group.padStart(4, '0')).join(':')}::/64`;
}
