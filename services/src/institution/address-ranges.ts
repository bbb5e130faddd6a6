import ipaddr from 'ipaddr.js';

/**
 * Whether `address` falls in one of `ranges` (CIDR, IPv4 or IPv6). An IPv4-mapped IPv6 address
 * (::ffff:203.0.113.5, as Node reports IPv4 callers on a dual-stack socket) matches IPv4 ranges.
 * Malformed ranges are skipped rather than failing every lookup.
 */
export function inRanges(address: string, ranges: readonly string[]): boolean {
  const ip = parseAddress(address);
  if (!ip) return false;
  return ranges.some((range) => {
    try {
      const [network, bits] = ipaddr.parseCIDR(range);
      return ip.kind() === network.kind() && ip.match(network, bits);
    } catch {
      return false;
    }
  });
}

/** The address, unwrapped from IPv4-mapped IPv6; null when it is not an address. */
export function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  if (!ipaddr.isValid(address)) return null;
  return ipaddr.process(address);
}

/** Whether a range is valid CIDR (for checking institution data). */
export function isRange(range: string): boolean {
  return ipaddr.isValidCIDR(range);
}
