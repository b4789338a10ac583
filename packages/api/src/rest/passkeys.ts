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
import { deviceOf } from "../auth/actor.js";
import type { AdminAuth } from "../auth/admin-auth.js";
import { whoIs } from "../auth/guard.js";
import { clientGone } from "../auth/login-queue.js";
import { signInWithPasskey, startPasskeySession } from "../services/passkey-sign-in.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { ServiceContext } from "../services/context.js";
import {
  addOwnPasskey,
  enrolmentOptions,
  finishEnrolment,
  ownPasskeyOptions,
  ownPasskeys,
  removeOwnPasskey,
} from "../services/passkeys.js";
import { signInOptions } from "../services/webauthn.js";
import { parse } from "./http.js";

export interface PasskeyRoutesOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

export async function passkeyRoutes(app: FastifyInstance, opts: PasskeyRoutesOptions): Promise<void> {
  const { services, auth, session } = opts;
  const deviceName = (request: FastifyRequest) => deviceOf(request.headers["user-agent"]);

  // Each stores a challenge: counted in the public per-client budget, like a booking or a message.
  const limited = { onRequest: app.publicLimits.post };

  app.post("/passkey/options", limited, async () => signInOptions(services));

  app.post("/passkey/login", async (request, reply) => {
    const { response } = parse(passkeySignInSchema, request.body);
    const signIn = { client: request.ip, signal: clientGone(reply.raw), deviceName: deviceName(request) };
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
    const person = await finishEnrolment(services, token, response as RegistrationResponseJSON);
    return startPasskeySession(auth, session(request), person.id, deviceName(request));
  });

  app.get("/passkeys", async (request) => ownPasskeys(services, whoIs(request)));

  app.post("/passkeys/options", async (request) => ownPasskeyOptions(services, whoIs(request)));

  app.post("/passkeys", async (request, reply) => {
    const { response } = parse(passkeyRegistrationSchema, request.body);
    return reply
      .code(201)
      .send(await addOwnPasskey(services, whoIs(request), response as RegistrationResponseJSON));
  });

  app.delete("/passkeys/:id", async (request) => {
    const result = removeOwnPasskey(services, whoIs(request), parse(idParamSchema, request.params).id);
    if (result.signedOut) session(request).end();
    return result;
  });
}
