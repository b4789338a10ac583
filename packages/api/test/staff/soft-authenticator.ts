// A small software authenticator: a real ES256 key pair, real authenticator data and a real
// signature, encoded as a browser's WebAuthn JSON. It lets the tests register and sign in against
// the real server, and forge what an attacker could (a replay, another origin, someone's id).
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import { es256CoseKey } from "../../src/auth/cose-key.js";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface Forgery {
  origin?: string;
  /** Present as this credential id (someone else's) while signing with this key. */
  credentialId?: string;
  userVerified?: boolean;
}

export class SoftAuthenticator {
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });
  readonly credentialId = b64url(randomBytes(16));
  private counter = 0;
  private userHandle: string | undefined;

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  private authData(flags: number, extra: Uint8Array = new Uint8Array()): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter, extra]);
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return JSON.stringify({ type, challenge, origin, crossOrigin: false });
  }

  /** navigator.credentials.create(), as its JSON. */
  register(options: Options, forgery: Forgery = {}) {
    this.userHandle = options.user?.id;
    const id = Buffer.from(forgery.credentialId ?? this.credentialId, "base64url");
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const attested = Buffer.concat([
      Buffer.alloc(16),
      length,
      id,
      es256CoseKey(this.keys.publicKey, isoCBOR),
    ]);
    const uv = forgery.userVerified === false ? 0 : FLAG_UV;
    const attestation = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", new Uint8Array(this.authData(FLAG_UP | uv | FLAG_AT, attested))],
      ]),
    );
    const clientDataJSON = this.clientData(
      "webauthn.create",
      options.challenge,
      forgery.origin ?? this.origin,
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestation),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(), as its JSON: each call counts up, as an authenticator does. */
  signIn(options: Options, forgery: Forgery = {}) {
    this.counter += 1;
    const uv = forgery.userVerified === false ? 0 : FLAG_UV;
    const authenticatorData = this.authData(FLAG_UP | uv);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, forgery.origin ?? this.origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    const id = forgery.credentialId ?? this.credentialId;
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
