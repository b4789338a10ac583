// What every use-case is given: the store, the studio profile, the clock and the outbox sender.
import type { StudioProfile } from "../config.js";
import type { DeliveryResult } from "../mail/sender.js";
import type { Store } from "../store/db.js";

export interface Mailer {
  /** Nudges the sender after mail was queued. */
  wake(): void;
  /** Waits for the first attempt to deliver one queued mail. */
  deliver(outboxId: number): Promise<DeliveryResult>;
}

export interface ServiceContext {
  store: Store;
  profile: StudioProfile;
  clock: () => Date;
  mailer: Mailer;
  /** Who acts: an admin session and device, set by the admin doors for the booking history. */
  actor?: string;
}
