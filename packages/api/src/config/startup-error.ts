/** A reason to refuse to start (or to end a command) that the owner can act on: printed as one
 * paragraph, never with a stack trace. */
export class StartupError extends Error {
  override name = "StartupError";
}
