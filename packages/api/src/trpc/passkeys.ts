// The passkey procedures: sign-in and enrolment (anyone), and a person's own passkeys.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  enrolmentSchema,
  enrolmentTokenSchema,
  idParamSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
} from "@studio/domain";
import { deviceOf, signInRequestOf } from "../auth/actor.js";
import {
  addOwnPasskey,
  enrolmentOptions,
  ownPasskeyOptions,
  ownPasskeys,
  removeOwnPasskey,
} from "../services/passkeys.js";
import { enrolAndSignIn, signInWithPasskey } from "../services/sign-in.js";
import { signInOptions } from "../services/webauthn.js";
import { adminProcedure, publicProcedure, router } from "./init.js";

export const passkeyOptionsProcedure = publicProcedure.mutation(({ ctx }) => signInOptions(ctx.services));

export const passkeyLoginProcedure = publicProcedure.input(passkeySignInSchema).mutation(({ ctx, input }) => {
  const signIn = signInRequestOf(ctx.req, ctx.reply);
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
  finish: publicProcedure.input(enrolmentSchema).mutation(({ ctx, input }) => {
    const enrolment = { token: input.token, response: input.response as RegistrationResponseJSON };
    return enrolAndSignIn(
      ctx.services,
      ctx.auth,
      ctx.session,
      enrolment,
      deviceOf(ctx.req.headers["user-agent"]),
    );
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
  remove: adminProcedure
    .input(idParamSchema)
    .mutation(({ ctx, input }) => removeOwnPasskey(ctx.services, ctx.who, input.id, ctx.session)),
});
