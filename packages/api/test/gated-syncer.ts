// A syncer for the store (store/durability.ts) that the test holds: each sync waits to be released.
import type { Syncer } from "../src/store/durability.js";

export /** A syncer whose every sync waits until the test releases (or fails) it. */
function gatedSyncer() {
  const pending: { release(): void; fail(error: Error): void }[] = [];
  let syncs = 0;
  const syncer: Syncer = {
    datasync: () =>
      new Promise<void>((release, fail) => {
        syncs += 1;
        pending.push({ release, fail });
      }),
    close: async () => {},
  };
  return {
    syncer,
    syncs: () => syncs,
    waiting: () => pending.length,
    release: () => {
      for (const sync of pending.splice(0)) sync.release();
    },
    fail: (error: Error) => {
      for (const sync of pending.splice(0)) sync.fail(error);
    },
  };
}
