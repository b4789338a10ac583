/** Where the browser tests find the server they started, and how to log in to it. */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const ADMIN_PASSWORD = "e2e-admin-password-2026";
/** The undo window the server is started with (the default): long enough for a slow machine's
 * clicks to land inside it. */
export const STAFF_UNDO_SECONDS = 20;
