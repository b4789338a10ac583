// The version a build is known by: the server package's version, then the commit's day and short
// id (1.0.0+20261129.3224948), so every release has a name of its own and /api/health, the start
// log and the release folder say which one runs. Without git (a copy of the sources), the package's
// version alone.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

export function buildVersion(root) {
  const { version } = JSON.parse(readFileSync(join(root, "apps", "server", "package.json"), "utf8"));
  try {
    const [day, commit] = execFileSync(
      "git",
      ["log", "-1", "--format=%cd %h", "--date=format-local:%Y%m%d"],
      {
        cwd: root,
        encoding: "utf8",
        env: { ...process.env, TZ: "UTC" },
        stdio: ["ignore", "pipe", "ignore"],
      },
    )
      .trim()
      .split(" ");
    return day && commit ? `${version}+${day}.${commit}` : version;
  } catch {
    return version;
  }
}
