/** Where the browser tests find the server they started, and how to log in to it. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/**
 * The server's PUBLIC_URL: the links it mails, and the passkeys' relying party. A passkey needs a
 * secure context and a host name (never an IP address), so it is localhost, the same server: the
 * passkey spec browses it; the other specs keep BASE_URL and read only the links' paths.
 */
export const PUBLIC_URL = `http://localhost:${PORT}`;
export const ADMIN_PASSWORD = "e2e-admin-password-2026";
/** The undo window the server is started with: half the default (20 s), still long enough for a
 * slow machine's clicks to land inside it (the Undo toast stays up at least 10 s whatever the
 * window), and what the specs that wait for a change's mails wait out. */
export const STAFF_UNDO_SECONDS = 10;
