/**
 * Which addresses the server may fetch a producer's calendar from: only hosts that resolve to
 * public addresses, so a pasted link can never make the server reach the studio's own network,
 * the machine itself or a cloud's metadata service. A host the operator lists in the allow-list
 * (CALENDAR_FETCH_ALLOW_HOSTS) is let through whatever it resolves to. Pure: the caller resolves.
 */

type Range = readonly [first: number, prefix: number];

const ipv4 = (a: number, b: number, c: number, d: number) => ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const REFUSED_V4: readonly Range[] = [
  [ipv4(0, 0, 0, 0), 8], // "this network", the unspecified 0.0.0.0
  [ipv4(10, 0, 0, 0), 8], // private
  [ipv4(100, 64, 0, 0), 10], // carrier-grade NAT
  [ipv4(127, 0, 0, 0), 8], // loopback
  [ipv4(169, 254, 0, 0), 16], // link-local, the cloud metadata 169.254.169.254 among them
  [ipv4(172, 16, 0, 0), 12], // private
  [ipv4(192, 0, 0, 0), 24], // protocol assignments
  [ipv4(192, 0, 2, 0), 24], // documentation
  [ipv4(192, 88, 99, 0), 24], // 6to4 relay
  [ipv4(192, 168, 0, 0), 16], // private
  [ipv4(198, 18, 0, 0), 15], // benchmarking
  [ipv4(198, 51, 100, 0), 24], // documentation
  [ipv4(203, 0, 113, 0), 24], // documentation
  [ipv4(224, 0, 0, 0), 4], // multicast
  [ipv4(240, 0, 0, 0), 4], // reserved, and the broadcast 255.255.255.255
];

const inRange = (value: number, [first, prefix]: Range): boolean => (value ^ first) >>> (32 - prefix) === 0;

/** '192.0.2.1' as a number, or null when it is not four decimal parts of 0 to 255. */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part))) return null;
  const [a, b, c, d] = parts.map(Number) as [number, number, number, number];
  return [a, b, c, d].every((part) => part <= 255) ? ipv4(a, b, c, d) : null;
}

/** An IPv6 address as its eight 16-bit groups, or null when malformed. A zone (%eth0) is dropped. */
export function parseIpv6(text: string): number[] | null {
  let rest = text.replace(/%.*$/, "");
  const tail: number[] = [];
  const dotted = rest.match(/^(.*:)(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const v4 = parseIpv4(dotted[2] as string);
    if (v4 === null) return null;
    tail.push(v4 >>> 16, v4 & 0xffff);
    const prefix = dotted[1] as string;
    rest = prefix.endsWith("::") ? prefix : prefix.slice(0, -1);
  }
  const halves = rest.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0] as string);
  const back = halves.length === 2 ? groups(halves[1] as string) : [];
  const written = [...head, ...back];
  if (!written.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  const missing = 8 - written.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const hex = (group: string) => Number.parseInt(group, 16);
  return [...head.map(hex), ...new Array<number>(missing).fill(0), ...back.map(hex), ...tail];
}

const v4Of = (groups: readonly number[]) => (((groups[6] as number) << 16) | (groups[7] as number)) >>> 0;
const startsWith = (groups: readonly number[], prefix: readonly number[]) =>
  prefix.every((group, i) => groups[i] === group);

function isPublicIpv6(groups: readonly number[]): boolean {
  const first = groups[0] as number;
  // IPv4 written inside IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::a.b.c.d) is judged as IPv4.
  if (startsWith(groups, [0, 0, 0, 0, 0, 0xffff]) || startsWith(groups, [0x64, 0xff9b, 0, 0, 0, 0]))
    return isPublicIpv4(v4Of(groups));
  // Only global unicast (2000::/3) is the public internet; the documentation range is not.
  if (first >>> 13 !== 1) return false; // ::, ::1, fc00::/7 (fd00:ec2::254), fe80::/10, ff00::/8 ...
  if (startsWith(groups, [0x2001, 0xdb8])) return false;
  // 6to4 carries an IPv4 address in its second and third groups.
  if (first === 0x2002) return isPublicIpv4((((groups[1] as number) << 16) | (groups[2] as number)) >>> 0);
  return true;
}

const isPublicIpv4 = (value: number) => !REFUSED_V4.some((range) => inRange(value, range));

/** True for an address on the public internet; false for any other, or for text that is none. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1");
  const v4 = parseIpv4(bare);
  if (v4 !== null) return isPublicIpv4(v4);
  const v6 = bare.includes(":") ? parseIpv6(bare) : null;
  return v6 !== null && isPublicIpv6(v6);
}

/** CALENDAR_FETCH_ALLOW_HOSTS read: names and addresses, lower case; empty by default. */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[(.*)\]$/, "$1"),
    )
    .filter((host) => host !== "");
}

export type FetchTargetVerdict = { ok: true } | { ok: false; address: string | null };

/**
 * May the server connect to `host` that resolved to `addresses`? Yes when the host is listed, or
 * when every address is public or listed; no when it resolved to nothing.
 */
export function checkFetchTarget(input: {
  host: string;
  addresses: readonly string[];
  allowHosts: readonly string[];
}): FetchTargetVerdict {
  const listed = (name: string) => input.allowHosts.includes(name.toLowerCase().replace(/^\[(.*)\]$/, "$1"));
  if (listed(input.host)) return { ok: true };
  if (input.addresses.length === 0) return { ok: false, address: null };
  const refused = input.addresses.find((address) => !listed(address) && !isPublicAddress(address));
  return refused === undefined ? { ok: true } : { ok: false, address: refused };
}
