// /api/admin/calendars: producers' own calendars (a producer only theirs; the service checks whose).
import { busyRangeSchema, calendarInputSchema, idParamSchema } from "@studio/domain";
import type { FastifyInstance } from "fastify";
import { whoIs } from "../auth/guard.js";
import type { ServiceContext } from "../services/context.js";
import {
  addCalendar,
  calendarBusyFor,
  listCalendarsFor,
  removeCalendar,
  syncCalendar,
} from "../services/producer-calendars.js";
import { parse } from "./http.js";

export async function producerCalendarRoutes(
  app: FastifyInstance,
  opts: { services: ServiceContext },
): Promise<void> {
  const { services } = opts;
  const id = (params: unknown) => parse(idParamSchema, params).id;

  app.get("/calendars", async (request) => listCalendarsFor(services, whoIs(request)));

  app.post("/calendars", async (request, reply) => {
    const input = parse(calendarInputSchema, request.body);
    return reply.code(201).send(await addCalendar(services, whoIs(request), input));
  });

  app.post("/calendars/:id/sync", async (request) =>
    syncCalendar(services, whoIs(request), id(request.params)),
  );

  app.delete("/calendars/:id", async (request) =>
    removeCalendar(services, whoIs(request), id(request.params)),
  );

  app.get("/calendars/:id/busy", async (request) =>
    calendarBusyFor(services, whoIs(request), id(request.params), parse(busyRangeSchema, request.query)),
  );
}
