import { rmSync } from "node:fs";

/** The data folder the config made for this run goes with it (one given by E2E_DATA_DIR stays). */
export default function teardown(): void {
  const dir = process.env.E2E_OWN_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
