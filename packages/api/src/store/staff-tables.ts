// The staff's tables as Kysely sees them (migration 0014).
import type { Role } from "@studio/domain";

export interface StaffMembersTable {
  id: string;
  name: string;
  /** Lower-cased: one person per address. */
  email: string;
  role: Role;
  /** The producer a producer-role person is (a name of the engineers table). */
  producer: string | null;
  createdAt: string;
}

/** A WebAuthn credential: its id (base64url), COSE public key and signature counter. */
export interface PasskeysTable {
  id: string;
  personId: string;
  publicKey: Uint8Array;
  counter: number;
  /** JSON: the transports the authenticator named. */
  transports: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A single-use enrolment link: only its token's SHA-256 is kept. */
export interface StaffEnrolmentsTable {
  tokenHash: string;
  personId: string;
  expiresAt: number;
}

export interface WebauthnChallengesTable {
  challenge: string;
  purpose: "register" | "sign-in";
  personId: string | null;
  expiresAt: number;
}

export interface StudioSettingsTable {
  key: string;
  value: string;
}
