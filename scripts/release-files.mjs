// The files `pnpm release` writes beside the bundle: start.sh, the release's README and the
// third-party licence notices.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import memory from "../apps/server/memory-settings.json" with { type: "json" };

export const START_SH = `#!/bin/sh
# Starts the studio site from this folder, on the Node.js inside it (node/bin/node): nothing else
# needs installing. (No --enable-source-maps: reading the bundle's map would slow every start;
# studio.mjs.map and server.mjs.map are beside them for reading a stack trace by hand.) Settings come from the
# environment (see README.md); without them it keeps its data in ./data and listens on
# http://127.0.0.1:3000. Memory stays within a small VPS's budget (docs/performance.md): V8's old
# space is capped and its young generation kept small, so V8 collects before it grows, and V8's
# memory saver gives up some read throughput under load for a smaller footprint; glibc keeps
# two malloc arenas (not one per thread that ever allocated, each holding a password check's freed
# block) and fixed thresholds (a larger block is mapped on its own and given back when freed;
# unfixed, one freed password check raises them, and glibc keeps that much freed memory for good).
# The server keeps Node's compile cache in DATA_DIR/.cache/node-compile (not when the disk is
# nearly full): a start after the first does not compile the server again. With a command, runs it instead:
#   ./start.sh admin-password | backup [dest | --offsite] | restore --offsite [snapshot] | --version
case "$0" in */*) cd "\${0%/*}" || exit 1 ;; esac
${Object.entries(memory.mallocEnv)
  .map(([name, value]) => `export ${name}="\${${name}:-${value}}"`)
  .join("\n")}
exec ./node/bin/node ${memory.nodeFlags.join(" ")} server.mjs "$@"
`;

/** The release's own README: how to start it, its settings and its commands. */
export const releaseReadme = ({
  version,
  host,
  node,
}) => `# Leyton Sound Studio ${version} (release for ${host}, Node.js ${node} inside)

Everything the site needs is in this folder, the Node.js runtime included (node/): nothing to
install, and the machine's own node (if any) is never used.

    ./start.sh
    open http://127.0.0.1:3000

On first start it prints a generated admin password once. Settings are environment variables:

| variable | default | |
|---|---|---|
| PORT, HOST | 3000, 127.0.0.1 | where it listens |
| DATA_DIR | ./data | the database, password hash, session key, mail outbox, uploaded pictures, backups: keep it OUTSIDE this folder on a server; one server per folder |
| STUDIO_PROFILE | data/studio.json | the studio's name, e-mails, producers (start from the sample data/studio.json) |
| ADMIN_PASSWORD | none | sets the admin password at start (or use the admin-password command) |
| SMTP_URL, MAIL_FROM | none | e.g. smtp://user:pass@host:587; without it e-mails are saved as .eml files in DATA_DIR/outbox |
| PUBLIC_URL | http://HOST:PORT | the site's address as customers and search engines reach it (links in e-mails, canonical URLs, sitemap) |
| TRUST_PROXY | off | behind a reverse proxy on the same machine (Caddy, nginx): 1 (one hop: the rightmost X-Forwarded-For entry is the visitor); or a hop count, or a list of proxy addresses/CIDRs |
| COOKIE_SECURE | off | 1 behind an HTTPS reverse proxy |
| LOG_LEVEL | info | one JSON line per request; warn for less |
| PUBLIC_POST_LIMIT | 60 | bookings and contact messages per visitor per minute |
| PUBLIC_BOOKINGS_PER_HOUR | 5 | public bookings per visitor per hour (only created ones count) |
| UPCOMING_BOOKINGS_PER_CUSTOMER | 4 | upcoming bookings one customer (same e-mail or phone) may hold through the public form |
| WEB_DIST | ./web | the web app's files |
| TRUST_FORWARDED_HOST | off | 1 only when the proxy rewrites Host and passes the visitor's in X-Forwarded-Host |
| CONNECTIONS_PER_CLIENT | 256 | open connections one address may hold |
| STAFF_UNDO_SECONDS | 20 | seconds a staff change's e-mails wait for a possible Undo |
| METRICS_TOKEN | none | Prometheus metrics at /metrics, to Authorization: Bearer <token> only |
| RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE | none | where backup --offsite sends its snapshots (with the backend's own variables) |

Commands (with the same DATA_DIR as the server):

    ./start.sh admin-password   # new admin password; ends every admin session
    ./start.sh backup [dest]    # consistent copy of the live database, checked
    ./start.sh backup --offsite # that copy, the secrets, settings and pictures off-site (restic)
    ./start.sh restore --offsite [snapshot]   # into an empty DATA_DIR
    ./start.sh --version

Health: GET /api/health answers 200 with version, uptime, mail backlog and checks (database, disk,
mail, backup, offsiteBackup: ok, warn or fail with a reason), 503 when the database cannot be
written. The notification recipients are e-mailed once a day while a check fails (disk nearly full,
mail failing 30 minutes, a stale or failed backup); the admin's E-mail tab shows the checks, and the
mails held after a restore (Send or Drop). Upgrading: stop the service, unpack the new release beside this one, point the
service at it, start it: the database is backed up, then upgraded at start (the log names the backup). Going back:
stop it, point the service at the older folder again, put that backup in place of studio.db (the
older release refuses the upgraded database), start it. The full guide (systemd, Caddy for HTTPS,
backups, moving server) is docs/operations.md in the project's repository.
`;

/** Each npm package esbuild took a file from (folder -> name), from the builds' metafiles. */
export function bundledPackages(metafiles, apiDir) {
  const packages = new Map();
  for (const input of metafiles.flatMap((metafile) => Object.keys(metafile.inputs))) {
    const parts = input.split(/[\\/]/);
    const at = parts.lastIndexOf("node_modules");
    if (at < 0) continue;
    const depth = parts[at + 1]?.startsWith("@") ? 3 : 2;
    const dir = join(apiDir, ...parts.slice(0, at + depth));
    if (!packages.has(dir)) packages.set(dir, parts.slice(at + 1, at + depth).join("/"));
  }
  return packages;
}

/** One notice per package (folder -> what the release calls it): its licence text, or its licence's name. */
export function thirdPartyNotices(packages) {
  return [...packages]
    .sort((a, b) => a[1].localeCompare(b[1]))
    .map(([dir, pkgName]) => {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
      const licenceFile = readdirSync(dir).find((f) => /^(licen[cs]e|copying)/i.test(f));
      const text = licenceFile
        ? readFileSync(join(dir, licenceFile), "utf8").trim()
        : `License: ${pkg.license}`;
      return `${"=".repeat(78)}\n${pkgName} ${pkg.version}\n${"=".repeat(78)}\n${text}\n`;
    })
    .join("\n");
}
