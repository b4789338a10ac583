// What one bench run measured: the shape of results.json.
import type { measureBundle } from "./bundle.js";
import type { CalendarReadFigures } from "./calendar-read.js";
import type { runLighthouse } from "./lighthouse.js";
import type { FloodFigures } from "./login-flood.js";
import type { PaymentFigures } from "./payments.js";
import type { machineFacts } from "./process.js";
import type { ColdStart } from "./server.js";
import type { WriteFigures } from "./writes.js";

export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export type WithRatio = LoadFigures & { ratioToBaseline: number };

export interface BenchResults {
  machine: ReturnType<typeof machineFacts>;
  quick: boolean;
  secondsPerLoad: number;
  connections: number;
  seededBookings: number;
  baseline: LoadFigures;
  dayBookingsRest: WithRatio;
  dayBookingsTrpc: WithRatio;
  home: WithRatio;
  asset: WithRatio & { file: string };
  createBooking: WriteFigures["createBooking"];
  adminCreateBooking: WriteFigures["adminCreateBooking"];
  takePayment: PaymentFigures;
  /** On a server started afresh with an empty outbox, as a studio's runs between bookings. */
  loginFlood: FloodFigures & { rssIdleBeforeMb: number };
  /** A producer's calendar of years read on that server, while a visitor reads a day. */
  calendarRead: CalendarReadFigures;
  durable: { acknowledged: number; stored: number; ok: boolean };
  /** From spawn to /api/health answering, and to the first page (`/`): wall clock and main-thread CPU. */
  coldStart: ColdStart;
  rssIdleMb: number;
  rssLoadMb: number;
  rssPeakSinceStartMb: number;
  bundle: ReturnType<typeof measureBundle>;
  lighthouse: Awaited<ReturnType<typeof runLighthouse>> | null;
}
