// An ES256 public key in the COSE form a WebAuthn authenticator reports it in (RFC 9053: EC2 key,
// P-256, x and y). Used for the decoy credential a sign-in with an unknown passkey is checked against.
import { generateKeyPairSync, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

export function es256CoseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? "", "base64url"));
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]),
  );
}

let decoy: Uint8Array | undefined;

/** A key no authenticator holds: checking against it costs what checking a real one does. */
export function decoyPublicKey(): Uint8Array {
  decoy ??= es256CoseKey(generateKeyPairSync("ec", { namedCurve: "P-256" }).publicKey);
  return decoy;
}
