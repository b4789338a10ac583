// An ES256 public key in the COSE form a WebAuthn authenticator reports it in (RFC 9053: EC2 key,
// P-256, x and y). Used for the decoy credential a sign-in with an unknown passkey is checked against.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import type { isoCBOR } from "@simplewebauthn/server/helpers";

/** `cbor`: the WebAuthn library's encoder (loaded on first use, see decoyPublicKey). */
export function es256CoseKey(publicKey: KeyObject, cbor: Pick<typeof isoCBOR, "encode">): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? "", "base64url"));
  return cbor.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

let decoy: Promise<Uint8Array> | undefined;

/**
 * A key no authenticator holds: checking against it costs what checking a real one does. The
 * WebAuthn library is loaded here on first use, not at start (its certificate code is heavy).
 */
export function decoyPublicKey(): Promise<Uint8Array> {
  decoy ??= import("@simplewebauthn/server/helpers").then(({ isoCBOR }) =>
    es256CoseKey(generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey, isoCBOR),
  );
  return decoy;
}
