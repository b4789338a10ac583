// What every use-case is given: the store, the studio profile, the clock and the outbox sender.
import type { FastifyBaseLogger } from "fastify";
import type { CalendarReader } from "../calendars/read-calendar.js";
import type { StudioProfile } from "../config/index.js";
import type { DeliveryLedger } from "../mail/delivery.js";
import type { DeliveryResult } from "../mail/sender.js";
import type { PictureInfo } from "../config/profile.js";
import type { PictureWorkshop } from "../config/uploaded-pictures.js";
import type { Store } from "../store/store.js";

export interface Mailer {
  /** Nudges the sender after mail was queued. */
  wake(): void;
  /** Waits for the first attempt to deliver one queued mail. */
  deliver(outboxId: number): Promise<DeliveryResult>;
  /** A request arrived: the sender yields to answers for a moment (mail/sender.ts). */
  noteRequest(): void;
  /** The application's side of delivery (services/mail-delivery.ts), given by the app it serves. */
  useLedger?(ledger: DeliveryLedger): void;
}

export interface ServiceContext {
  store: Store;
  profile: StudioProfile;
  clock: () => Date;
  mailer: Mailer;
  /** Upcoming confirmed bookings one customer may hold through the public door (unset: no limit). */
  upcomingBookingsPerCustomer?: number;
  /** Where the file transport writes .eml files (DATA_DIR/outbox); erasure deletes a person's. */
  outboxDir?: string;
  /** The site's address as customers reach it (PUBLIC_URL): manage links start with it. */
  publicUrl: string;
  /** The studio's pictures as responsive images, by URL, once the host has read them (apps/server/src/pictures/). */
  pictures?: () => Promise<Record<string, PictureInfo>>;
  /** The host's picture worker: cleans and keeps an upload (absent: uploads are refused with a 503). */
  pictureWorkshop?: PictureWorkshop;
  /** How long a staff change's mails wait for a possible Undo (STAFF_UNDO_SECONDS; unset: none). */
  staffUndoMs?: number;
  /** DATA_DIR: its disk and backups are part of the health checks. */
  dataDir?: string;
  /** Whether off-site backups are set up (RESTIC_REPOSITORY): only then are they checked. */
  offsiteBackups?: boolean;
  /** CALENDAR_FETCH_ALLOW_HOSTS: hosts a producer's calendar may be read from whatever they resolve to. */
  calendarAllowHosts?: readonly string[];
  /** The host's calendar reader, off the server's thread (absent: read on it, `readCalendar`). */
  calendarReader?: CalendarReader;
  /** The studio's settings were saved and `profile` refreshed: the host renders its pages again. */
  studioChanged?: () => void;
  /** Who acts: an admin session and device, set by the admin doors for the booking history. */
  actor?: string;
  /** The server's log, for what fails after an answer has been given (a waitlist wake after commit). */
  log?: Pick<FastifyBaseLogger, "error">;
}
