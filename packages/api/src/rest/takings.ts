// The studio's takings and attendance under /api/admin (behind the admin session): payments and
// refunds on a booking, who came, the artists, and the takings CSV.
import {
  artistNoteInputSchema,
  artistQuerySchema,
  attendanceInputSchema,
  dateParamSchema,
  dateRangeSchema,
  idParamSchema,
  paymentInputSchema,
} from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { actingAs, whoIs } from "../auth/guard.js";
import { addArtistNote, removeArtistNote } from "../services/artist-notes.js";
import type { ServiceContext } from "../services/context.js";
import { paymentsFor, setAttendanceFor, takePaymentFor } from "../services/scoped.js";
import { findStudioArtists } from "../services/staff-bookings.js";
import { nightTakings, rangeInsights, takingsCsvFile } from "../services/takings-report.js";
import { parse } from "./http.js";

export async function takingsRoutes(app: FastifyInstance, opts: { services: ServiceContext }): Promise<void> {
  const { services } = opts;
  const as = (request: FastifyRequest): ServiceContext => actingAs(services, request);

  app.get("/bookings/:id/payments", async (request) =>
    paymentsFor(services, whoIs(request), parse(idParamSchema, request.params).id),
  );

  app.post("/bookings/:id/payments", async (request, reply) => {
    const { id } = parse(idParamSchema, request.params);
    const input = parse(paymentInputSchema, request.body);
    return reply.code(201).send(takePaymentFor(as(request), whoIs(request), id, input));
  });

  app.put("/bookings/:id/attendance", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    const { attendance } = parse(attendanceInputSchema, request.body);
    return setAttendanceFor(as(request), whoIs(request), id, attendance);
  });

  // The query string carries a name, e-mail or phone; the request log keeps the path only.
  app.get("/artists", async (request) =>
    findStudioArtists(services, parse(artistQuerySchema, request.query).q),
  );

  app.post("/artists/notes", async (request, reply) =>
    reply.code(201).send(addArtistNote(as(request), parse(artistNoteInputSchema, request.body))),
  );

  app.delete("/artists/notes/:id", async (request) =>
    removeArtistNote(services, parse(idParamSchema, request.params).id),
  );

  app.get("/insights", async (request) => rangeInsights(services, parse(dateRangeSchema, request.query)));

  app.get("/takings/night", async (request) =>
    nightTakings(services, parse(dateParamSchema, request.query).date),
  );

  app.get("/takings.csv", async (request, reply) => {
    const file = takingsCsvFile(services, parse(dateRangeSchema, request.query));
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .send(file.body);
  });
}
