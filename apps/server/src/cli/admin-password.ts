// `pnpm admin:password`: stores a new admin password (its scrypt hash) in DATA_DIR, turns password
// sign-in back on (the owner's recovery) and ends every session the old password opened. Works while
// the server runs: the server reads the hash at each login and checks sessions on each request.
import { renameSync, writeFileSync } from "node:fs";
import { dataDirFrom } from "../data-dir.js";
import { DEFAULT_SCRYPT_N, hashPassword, passwordFile, setPasswordSignIn } from "@studio/api/auth";
import { StartupError } from "@studio/api/config";
import { deletePasswordSessions, migrate, openStore } from "@studio/api/store";
import { readHidden, readLine } from "./prompt.js";

const MIN_PASSWORD_LENGTH = 8;

/** Replaces the stored hash, turns password sign-in on, and revokes every password session. */
export async function setAdminPassword(
  dataDir: string,
  password: string,
  N = DEFAULT_SCRYPT_N,
): Promise<{ sessionsEnded: number }> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new StartupError(
      `the password must be at least ${MIN_PASSWORD_LENGTH} characters; nothing was changed.`,
    );
  }
  const store = openStore(dataDir);
  try {
    await migrate(store);
    const file = passwordFile(dataDir);
    // Written beside, then renamed over: a login never reads half a hash.
    writeFileSync(`${file}.new`, `${await hashPassword(password, N)}\n`, { mode: 0o600 });
    renameSync(`${file}.new`, file);
    setPasswordSignIn(store, true);
    return { sessionsEnded: deletePasswordSessions(store) };
  } finally {
    await store.close();
  }
}

const USAGE = `Sets a new admin password, turns password sign-in back on if the owner had turned it
off, and ends every session signed in with the password (passkey sessions stay).

  pnpm admin:password                 asks for it twice (not shown as you type)
  echo 'new password' | pnpm admin:password   reads the first line of standard input
  pnpm admin:password 'new password'  takes it as an argument (it stays in your shell history)

The password is kept only as a scrypt hash in DATA_DIR (now: %s).`;

async function passwordFrom(args: string[]): Promise<string> {
  if (args.length > 1)
    throw new StartupError("give at most one password argument (quote it if it has spaces).");
  if (args[0] !== undefined) return args[0];
  if (!process.stdin.isTTY) return (await readLine(process.stdin)).replace(/\r$/, "");
  const first = await readHidden("New admin password: ");
  if (first.length < MIN_PASSWORD_LENGTH) {
    throw new StartupError(
      `the password must be at least ${MIN_PASSWORD_LENGTH} characters; nothing was changed.`,
    );
  }
  const second = await readHidden("Repeat it: ");
  if (first !== second) throw new StartupError("the two passwords differ; nothing was changed.");
  return first;
}

export async function adminPasswordCommand(args: string[]): Promise<number> {
  const dataDir = dataDirFrom();
  if (args[0] === "--help" || args[0] === "-h") {
    console.log(USAGE.replace("%s", dataDir));
    return 0;
  }
  const password = await passwordFrom(args);
  const { sessionsEnded } = await setAdminPassword(dataDir, password);
  console.log(
    `The admin password was changed (hash in ${passwordFile(dataDir)}); ${sessionsEnded} admin session(s) ended. ` +
      "If the server's environment sets ADMIN_PASSWORD, remove it there: at its next start it would put that one back.",
  );
  return 0;
}
