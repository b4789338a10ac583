// Passkey sign-in, enrolment from the e-mailed link, and a person's own passkeys, under /api/admin.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  enrolmentSchema,
  enrolmentTokenSchema,
  idParamSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
} from "@studio/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { deviceOf, signInRequestOf } from "../auth/actor.js";
import type { AdminAuth } from "../auth/admin-auth.js";
import { whoIs } from "../auth/guard.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { ServiceContext } from "../services/context.js";
import {
  addOwnPasskey,
  enrolmentOptions,
  ownPasskeyOptions,
  ownPasskeys,
  removeOwnPasskey,
} from "../services/passkeys.js";
import { enrolAndSignIn, signInWithPasskey } from "../services/sign-in.js";
import { signInOptions } from "../services/webauthn.js";
import { parse } from "./http.js";

export interface PasskeyRoutesOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

export async function passkeyRoutes(app: FastifyInstance, opts: PasskeyRoutesOptions): Promise<void> {
  const { services, auth, session } = opts;

  // Each stores a challenge: counted in the public per-client budget, like a booking or a message.
  const limited = { onRequest: app.publicLimits.post };

  app.post("/passkey/options", limited, async () => signInOptions(services));

  app.post("/passkey/login", async (request, reply) => {
    const { response } = parse(passkeySignInSchema, request.body);
    const signIn = signInRequestOf(request, reply);
    return signInWithPasskey(
      services,
      auth,
      session(request),
      signIn,
      response as AuthenticationResponseJSON,
    );
  });

  app.post("/enrol/options", limited, async (request) =>
    enrolmentOptions(services, parse(enrolmentTokenSchema, request.body).token),
  );

  app.post("/enrol", async (request) => {
    const { token, response } = parse(enrolmentSchema, request.body);
    const enrolment = { token, response: response as RegistrationResponseJSON };
    return enrolAndSignIn(
      services,
      auth,
      session(request),
      enrolment,
      deviceOf(request.headers["user-agent"]),
    );
  });

  app.get("/passkeys", async (request) => ownPasskeys(services, whoIs(request)));

  app.post("/passkeys/options", async (request) => ownPasskeyOptions(services, whoIs(request)));

  app.post("/passkeys", async (request, reply) => {
    const { response } = parse(passkeyRegistrationSchema, request.body);
    return reply
      .code(201)
      .send(await addOwnPasskey(services, whoIs(request), response as RegistrationResponseJSON));
  });

  app.delete("/passkeys/:id", async (request) =>
    removeOwnPasskey(services, whoIs(request), parse(idParamSchema, request.params).id, session(request)),
  );
}
