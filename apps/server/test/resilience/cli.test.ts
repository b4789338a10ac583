// The server's command line is strict: only a bare start starts a server; anything else
// prints the usage and exits non-zero at once, before opening the database or a port.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const serverDir = path.resolve(import.meta.dirname, "..", "..");
// The built server, as a studio runs it (`pnpm build` first, like the crash tests).
const mainJs = path.join(serverDir, "dist", "main.js");

function runMain(args: string[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "studio-cli-"));
  try {
    const result = spawnSync(process.execPath, [mainJs, ...args], {
      env: {
        ...process.env,
        PORT: "0",
        DATA_DIR: dataDir,
        STUDIO_PROFILE: path.join(serverDir, "test", "fixtures", "studio.json"),
      },
      encoding: "utf8",
      timeout: 50_000,
    });
    return { ...result, touched: existsSync(path.join(dataDir, "studio.db")) };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe("the server's command line", () => {
  it("refuses an unknown word with the usage and exit code 2, opening nothing", () => {
    for (const args of [["nonsense"], ["start", "--port", "80"]]) {
      const result = runMain(args);
      expect(result.status, args.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: node apps/server/dist/main.js");
      expect(result.touched).toBe(false);
    }
  }, 120_000);

  it("answers --help with the usage and exit code 0", () => {
    const result = runMain(["--help"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("It takes no arguments");
  }, 60_000);
});
