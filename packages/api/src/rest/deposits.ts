// /api/admin/bookings/:id/deposit: staff move a provisional booking's deposit deadline.
// Confirming without a deposit is the status call's `confirmed`; the deposit itself is a payment.
import { depositDeadlineSchema, idParamSchema } from "@studio/domain";
import type { FastifyInstance } from "fastify";
import { actingAs } from "../auth/guard.js";
import type { ServiceContext } from "../services/context.js";
import { setDepositDeadline } from "../services/deposits.js";
import { parse } from "./http.js";

export async function depositRoutes(app: FastifyInstance, opts: { services: ServiceContext }): Promise<void> {
  const { services } = opts;
  app.patch("/bookings/:id/deposit", async (request) => {
    const { id } = parse(idParamSchema, request.params);
    const { dueAt } = parse(depositDeadlineSchema, request.body);
    return setDepositDeadline(actingAs(services, request), id, dueAt);
  });
}
