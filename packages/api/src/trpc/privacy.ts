// The dashboard's Privacy tab: find a customer, erase them, and the erasure audit.
import { customerQuerySchema, eraseCustomerSchema } from "@studio/domain";
import { eraseCustomer, findCustomer, privacyAudit } from "../services/privacy.js";
import { adminProcedure, router } from "./init.js";

export const privacyRouter = router({
  find: adminProcedure
    .input(customerQuerySchema)
    .query(({ ctx, input }) => findCustomer(ctx.services, input.q)),
  erase: adminProcedure
    .input(eraseCustomerSchema)
    .mutation(({ ctx, input }) => eraseCustomer(ctx.services, input.q, ctx.services.actor)),
  audit: adminProcedure.query(({ ctx }) => privacyAudit(ctx.services)),
});
