import { isIPv4, isIPv6 } from "node:net";

/**
 * The client address that rate limits count. An IPv6 client usually holds a whole /64 network
 * and can pick any address in it, so IPv6 addresses count by their /64 prefix; an IPv4 client
 * reached over IPv6 (`::ffff:203.0.113.7`) counts as its IPv4 address.
 */
export function clientLimitKey(address: string): string {
  const bare = address.replace(/%.*$/, "");
  if (isIPv4(bare) || !isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  const mapped = groups.slice(0, 6).map(hex).join(":") === "0:0:0:0:0:ffff";
  if (mapped) return ipv4Of(groups[6] ?? 0, groups[7] ?? 0);
  return `${groups.slice(0, 4).map(hex).join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, an embedded IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (ipv4Tail) {
    const [a, b, c, d] = ipv4Tail.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, ipv4Tail.index)}${hex(a * 256 + b)}:${hex(c * 256 + d)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) =>
    part ? part.split(":").map((group) => Number.parseInt(group, 16)) : [];
  const first = parse(head);
  const last = tail === undefined ? [] : parse(tail);
  return [...first, ...Array(8 - first.length - last.length).fill(0), ...last];
}

function hex(group: number): string {
  return group.toString(16);
}

function ipv4Of(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}
