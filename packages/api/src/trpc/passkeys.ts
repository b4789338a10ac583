// The passkey procedures: sign-in and enrolment (anyone), and a person's own passkeys.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  enrolmentSchema,
  enrolmentTokenSchema,
  idParamSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
} from "@studio/domain";
import { deviceOf } from "../auth/actor.js";
import { clientGone } from "../auth/login-queue.js";
import { signInWithPasskey, startPasskeySession } from "../services/passkey-sign-in.js";
import {
  addOwnPasskey,
  enrolmentOptions,
  finishEnrolment,
  ownPasskeyOptions,
  ownPasskeys,
  removeOwnPasskey,
} from "../services/passkeys.js";
import { signInOptions } from "../services/webauthn.js";
import { adminProcedure, publicProcedure, router } from "./init.js";

export const passkeyOptionsProcedure = publicProcedure.mutation(({ ctx }) => signInOptions(ctx.services));

export const passkeyLoginProcedure = publicProcedure.input(passkeySignInSchema).mutation(({ ctx, input }) => {
  const deviceName = deviceOf(ctx.req.headers["user-agent"]);
  const signIn = { client: ctx.req.ip, signal: clientGone(ctx.reply.raw), deviceName };
  return signInWithPasskey(
    ctx.services,
    ctx.auth,
    ctx.session,
    signIn,
    input.response as AuthenticationResponseJSON,
  );
});

export const enrolRouter = router({
  options: publicProcedure
    .input(enrolmentTokenSchema)
    .mutation(({ ctx, input }) => enrolmentOptions(ctx.services, input.token)),
  finish: publicProcedure.input(enrolmentSchema).mutation(async ({ ctx, input }) => {
    const person = await finishEnrolment(
      ctx.services,
      input.token,
      input.response as RegistrationResponseJSON,
    );
    return startPasskeySession(ctx.auth, ctx.session, person.id, deviceOf(ctx.req.headers["user-agent"]));
  }),
});

export const passkeysRouter = router({
  list: adminProcedure.query(({ ctx }) => ownPasskeys(ctx.services, ctx.who)),
  options: adminProcedure.mutation(({ ctx }) => ownPasskeyOptions(ctx.services, ctx.who)),
  add: adminProcedure
    .input(passkeyRegistrationSchema)
    .mutation(({ ctx, input }) =>
      addOwnPasskey(ctx.services, ctx.who, input.response as RegistrationResponseJSON),
    ),
  remove: adminProcedure.input(idParamSchema).mutation(({ ctx, input }) => {
    const result = removeOwnPasskey(ctx.services, ctx.who, input.id);
    if (result.signedOut) ctx.session.end();
    return result;
  }),
});
