// Where the data lives (DATA_DIR, relative to the working folder; ./data by default), for what needs
// it before the config is read: the compile cache at start, and the maintenance commands.
import path from "node:path";

export function dataDirFrom(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.DATA_DIR || "./data");
}
