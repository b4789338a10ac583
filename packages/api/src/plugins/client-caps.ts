// One client cannot take every connection. A socket from an address that already holds
// `perClient` open connections is closed at once, so sockets held half-sent from one address starve
// nobody else. Behind a trusted proxy every socket comes from the proxy, so there the cap counts
// each forwarded client's requests still in progress (headers read, body or answer still to come).
import { BlockList, isIPv6 } from "node:net";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export interface ClientCapsOptions {
  /** Open connections per address, and requests in progress per forwarded client. */
  perClient: number;
  /** The server's TRUST_PROXY: hop count, true, or the proxies' addresses and CIDRs. */
  trustProxy: boolean | number | string | undefined;
}

const TOO_MANY_OPEN = "Too many requests from your address are open at once. Please try again in a moment.";

// proxy-addr's names for address ranges, as TRUST_PROXY accepts them.
const NAMED_RANGES: Record<string, [string, number, "ipv4" | "ipv6"][]> = {
  loopback: [
    ["127.0.0.0", 8, "ipv4"],
    ["::1", 128, "ipv6"],
  ],
  linklocal: [
    ["169.254.0.0", 16, "ipv4"],
    ["fe80::", 10, "ipv6"],
  ],
  uniquelocal: [
    ["10.0.0.0", 8, "ipv4"],
    ["172.16.0.0", 12, "ipv4"],
    ["192.168.0.0", 16, "ipv4"],
    ["fc00::", 7, "ipv6"],
  ],
};

/** An address or CIDR as BlockList takes it (a lone address is its own /32 or /128). */
function subnetOf(entry: string): [string, number, "ipv4" | "ipv6"] {
  const [address = "", bits] = entry.split("/");
  const family = isIPv6(address) ? "ipv6" : "ipv4";
  return [address, Number(bits ?? (family === "ipv6" ? 128 : 32)), family];
}

/** Whether a socket's peer is one of the trusted proxies (every peer is, with a hop count). */
function trustedPeer(trust: ClientCapsOptions["trustProxy"]): (address: string) => boolean {
  if (trust === undefined || trust === false || trust === 0) return () => false;
  if (typeof trust !== "string") return () => true;
  const list = new BlockList();
  for (const entry of trust.split(",").map((e) => e.trim())) {
    for (const [net, prefix, type] of NAMED_RANGES[entry] ?? [subnetOf(entry)])
      list.addSubnet(net, prefix, type);
  }
  return (address) => {
    // A server listening on :: sees an IPv4 client as ::ffff:a.b.c.d.
    const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
    return list.check(plain, isIPv6(plain) ? "ipv6" : "ipv4");
  };
}

/** Counts per key; `release` gives one back. `total` is every key's count together. */
function counter() {
  const open = new Map<string, number>();
  return {
    total: 0,
    take(key: string, max: number): boolean {
      const next = (open.get(key) ?? 0) + 1;
      if (next > max) return false;
      open.set(key, next);
      this.total += 1;
      return true;
    },
    release(key: string): void {
      const held = open.get(key);
      if (held === undefined) return;
      this.total -= 1;
      if (held > 1) open.set(key, held - 1);
      else open.delete(key);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Whether every forwarded client is below its cap of requests in progress, so one more request
     * from anyone would be let through (always, when no proxy is trusted: sockets are capped then).
     * An answer given whole before anything else runs need not be counted while this holds.
     */
    everyClientBelowCap: () => boolean;
  }
}

export const clientCapsPlugin = fp(
  async (app: FastifyInstance, opts: ClientCapsOptions) => {
    const isProxy = trustedPeer(opts.trustProxy);
    const sockets = counter();
    app.server.on("connection", (socket) => {
      const address = socket.remoteAddress;
      if (address === undefined || isProxy(address)) return;
      if (!sockets.take(address, opts.perClient)) return void socket.destroy();
      socket.once("close", () => sockets.release(address));
    });
    if (opts.trustProxy === undefined || opts.trustProxy === false || opts.trustProxy === 0) {
      app.decorate("everyClientBelowCap", () => true);
      return;
    }
    const requests = counter();
    // While fewer requests are open in all than one client may hold, no client is at its cap.
    app.decorate("everyClientBelowCap", () => requests.total < opts.perClient);
    app.addHook("onRequest", (request, reply, done) => {
      const client = request.ip;
      if (!requests.take(client, opts.perClient)) {
        return void reply.header("connection", "close").code(429).send({ error: TOO_MANY_OPEN });
      }
      reply.raw.once("close", () => requests.release(client));
      done();
    });
  },
  { name: "client-caps" },
);
