/**
 * Whom the contact form's per-address limit counts as one visitor. An IPv4 address is one
 * connection; an IPv6 host is usually given a whole /64 and can change address within it at will,
 * so IPv6 addresses count by their /64 prefix (written `2001:db8:1:2::/64`). An IPv4 address
 * written the IPv6 way (`::ffff:203.0.113.5`) is that IPv4 address.
 */
export function rateLimitKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, ""); // no zone (`fe80::1%eth0`)
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(":")) return plain;
  const [head = "", tail, ...rest] = plain.split("::");
  if (rest.length > 0) return plain; // not an address: counted as written
  const groupsOf = (part: string) => (part ? part.split(":") : []);
  // A trailing IPv4 part (`::ffff:1.2.3.4`, `64:ff9b::1.2.3.4`) fills the last two groups.
  const width = (groups: string[]) =>
    groups.reduce((sum, group) => sum + (group.includes(".") ? 2 : 1), 0);
  const before = groupsOf(head);
  const after = groupsOf(tail ?? "");
  const zeros = tail === undefined ? 0 : Math.max(0, 8 - width(before) - width(after));
  const groups = [...before, ...Array<string>(zeros).fill("0"), ...after];
  const prefix = groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}
