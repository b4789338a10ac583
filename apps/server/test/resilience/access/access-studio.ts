// The studio most access tests share: its clock stands still at `now` (a test moves it to age a
// session), it trusts the proxy's X-Forwarded-For, and it sends no mail.
import type { TestApp } from "../../../../../packages/api/test/helpers.js";
import { startQuietApp, studioForFile } from "../studio-setup.js";

export interface AccessStudio {
  t: TestApp;
  /** What the studio's clock says, in ms; set it to move time. */
  now: number;
  clock: () => Date;
}

export function accessStudio(): AccessStudio {
  const studio: AccessStudio = studioForFile<AccessStudio>(async () => ({
    t: await startQuietApp({ clock: studio.clock, trustProxy: true }),
    now: studio.now,
    clock: studio.clock,
  }));
  studio.now = Date.now();
  studio.clock = () => new Date(studio.now);
  return studio;
}
