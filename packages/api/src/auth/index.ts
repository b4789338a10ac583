// The secrets the process keeps in DATA_DIR (the admin password's hash, the session key) and the
// switches the maintenance commands turn; the sign-in doors themselves live in the app.
export { newLinkToken } from "./link-token.js";
export { LOGIN_BUSY } from "./login-queue.js";
export {
  DEFAULT_SCRYPT_N,
  ensureAdminPassword,
  hashPassword,
  passwordFile,
  readPasswordHash,
  verifyPassword,
} from "./password.js";
export { setPasswordSignIn } from "./principal.js";
export { writeSecretFile } from "./secret-file.js";
export { loadOrCreateSessionKey } from "./session-key.js";
