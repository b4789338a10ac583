// The root router. The web imports only its type: `import type { AppRouter } from "@studio/api/router"`.
import { adminRouter } from "./admin.js";
import { router } from "./init.js";
import { manageRouter } from "./manage.js";
import { bookingsRouter, contactRouter, producersRouter, studioRouter, waitlistRouter } from "./public.js";

export const appRouter = router({
  studio: studioRouter,
  engineers: producersRouter,
  bookings: bookingsRouter,
  contact: contactRouter,
  waitlist: waitlistRouter,
  manage: manageRouter,
  admin: adminRouter,
});

export type AppRouter = typeof appRouter;
