import { describe, expect, it } from "vitest";
import {
  authenticationResponseSchema,
  enrolmentSchema,
  enrolmentTokenSchema,
  passkeyRegistrationSchema,
  passkeySignInSchema,
  registrationResponseSchema,
} from "./passkeys.js";

const registration = {
  id: "Yx3_kq-9",
  rawId: "Yx3_kq-9",
  type: "public-key",
  clientExtensionResults: { credProps: { rk: true } },
  authenticatorAttachment: "platform",
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
    attestationObject: "o2NmbXRkbm9uZQ",
    transports: ["internal", "hybrid"],
  },
};
const authentication = {
  id: "Yx3_kq-9",
  rawId: "Yx3_kq-9",
  type: "public-key",
  clientExtensionResults: {},
  response: {
    clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0",
    authenticatorData: "SZYN5YgO",
    signature: "MEUCIQ",
    userHandle: "dXNlci0x",
  },
};
const TOKEN = `${"A".repeat(42)}_`;

const problems = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("what a browser sends for a passkey", () => {
  it("takes WebAuthn's JSON forms, keeping the fields the server's verifier reads", () => {
    expect(registrationResponseSchema.parse(registration)).toEqual(registration);
    expect(authenticationResponseSchema.parse(authentication)).toEqual(authentication);
    const { userHandle: _, ...withoutHandle } = authentication.response;
    expect(
      authenticationResponseSchema.safeParse({ ...authentication, response: withoutHandle }).success,
    ).toBe(true);
  });

  it("names the field that is missing, empty, not base64url or too long", () => {
    expect(problems(registrationResponseSchema.safeParse({ ...registration, id: "" }))).toEqual([
      ["id", "id is required"],
    ]);
    expect(problems(registrationResponseSchema.safeParse({ ...registration, rawId: "a+b/c=" }))).toEqual([
      ["rawId", "rawId must be base64url"],
    ]);
    const tooLong = { ...registration.response, attestationObject: "A".repeat(16_385) };
    expect(problems(registrationResponseSchema.safeParse({ ...registration, response: tooLong }))).toEqual([
      ["response.attestationObject", "response.attestationObject is too long"],
    ]);
    const { signature: _, ...unsigned } = authentication.response;
    expect(
      problems(authenticationResponseSchema.safeParse({ ...authentication, response: unsigned })),
    ).toEqual([["response.signature", "response.signature is required"]]);
    expect(problems(authenticationResponseSchema.safeParse({ ...authentication, type: "password" }))).toEqual(
      [["type", "type must be public-key"]],
    );
  });

  it("bounds the transports a browser may list", () => {
    const many = { ...registration.response, transports: Array(11).fill("usb") };
    expect(registrationResponseSchema.safeParse({ ...registration, response: many }).success).toBe(false);
    const long = { ...registration.response, transports: ["x".repeat(33)] };
    expect(registrationResponseSchema.safeParse({ ...registration, response: long }).success).toBe(false);
  });
});

describe("an enrolment link and the passkey doors", () => {
  it("takes only a token of 256 random bits in base64url (43 characters)", () => {
    expect(enrolmentTokenSchema.safeParse({ token: TOKEN }).success).toBe(true);
    for (const token of [TOKEN.slice(1), `${TOKEN}A`, `${TOKEN.slice(1)}=`, `${TOKEN.slice(1)}+`]) {
      expect(problems(enrolmentTokenSchema.safeParse({ token }))).toEqual([
        ["token", "token must be an enrolment link's"],
      ]);
    }
    expect(problems(enrolmentTokenSchema.safeParse({}))).toEqual([["token", "token is required"]]);
  });

  it("wraps the browser's answer in `response`, with the token when enrolling", () => {
    expect(enrolmentSchema.parse({ token: TOKEN, response: registration })).toEqual({
      token: TOKEN,
      response: registration,
    });
    expect(passkeyRegistrationSchema.safeParse({ response: registration }).success).toBe(true);
    expect(passkeySignInSchema.safeParse({ response: authentication }).success).toBe(true);
    // A sign-in answer is no registration: it has no attestation.
    expect(problems(passkeyRegistrationSchema.safeParse({ response: authentication }))).toEqual([
      ["response.response.attestationObject", "response.attestationObject is required"],
    ]);
  });
});
