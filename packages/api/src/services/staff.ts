// The studio's people: the owner adds, re-roles and removes them; each gets a single-use
// enrolment e-mail (through the outbox, in the same transaction as the person) to make a passkey,
// and the owner may send it again (a new link: the old one stops working).
import { randomUUID } from "node:crypto";
import {
  DUPLICATE_STAFF_EMAIL,
  ENROLMENT_PATH,
  ENROLMENT_HOURS,
  LAST_OWNER_PASSKEY,
  type Principal,
  type StaffInput,
  type StaffMember,
  type StaffRoleChange,
} from "@studio/domain";
import { passwordSignInAllowed } from "../auth/principal.js";
import { brandOf } from "../mail/brand.js";
import { ENROLMENT_TOKEN_SLOT } from "../mail/enrolment-link.js";
import { enqueueMail, type OutgoingMail } from "../store/email-outbox.js";
import { listProducers } from "../store/producers.js";
import { passkeyCounts } from "../store/passkeys.js";
import {
  deletePerson,
  findPerson,
  findPersonByEmail,
  endEnrolments,
  insertPerson,
  listPeople,
  type StaffRow,
  setRole,
} from "../store/staff.js";
import type { ServiceContext } from "./context.js";
import { invalid, notFound, ServiceError } from "../errors.js";

export function listStaff(ctx: ServiceContext): StaffMember[] {
  const counts = passkeyCounts(ctx.store);
  return listPeople(ctx.store).map((row) => ({ ...row, passkeys: counts.get(row.id) ?? 0 }));
}

/** `GET /api/admin/me`: who is signed in, and how. */
export const me = (who: Principal) => ({ name: who.name, role: who.role, method: who.method });

/** GET /api/admin/me/producer: the producer a producer's sessions and leave are (null for others). */
export const myProducer = (who: Principal) => ({ producer: who.role === "producer" ? who.producer : null });

function producerOf(ctx: ServiceContext, change: StaffRoleChange): string | null {
  if (change.role !== "producer") return null;
  const producer = change.producer ?? "";
  if (!listProducers(ctx.store).some((row) => row.name === producer))
    throw invalid("producer", `Producer must be one of the studio's producers`);
  return producer;
}

function enrolmentMail(ctx: ServiceContext, person: StaffRow): OutgoingMail {
  // In the fragment: never sent to the server, so never in a request log. The token is minted as
  // the mail is sent (mail/enrolment-link.ts): the outbox holds only the slot.
  const enrolUrl = `${ctx.publicUrl.replace(/\/$/, "")}${ENROLMENT_PATH}${ENROLMENT_TOKEN_SLOT}`;
  return {
    to: [person.email],
    subject: `Your sign-in to ${ctx.profile.name}'s dashboard`,
    template: {
      name: "staff-enrolment",
      props: {
        brand: brandOf(ctx.profile),
        heading: `Welcome, ${person.name}`,
        lines: [
          `You have been added to ${ctx.profile.name}'s dashboard as ${person.role}.`,
          `Open the link below on your phone or computer to create a passkey. It works once, for ${ENROLMENT_HOURS} hours.`,
        ],
        enrolUrl,
      },
    },
    mintsEnrolmentFor: person.id,
  };
}

/** Queues the person's enrolment mail (inside the caller's transaction); its link is made as it is sent. */
function queueEnrolment(ctx: ServiceContext, person: StaffRow): void {
  enqueueMail(
    ctx.store,
    { kind: "staff-enrolment", bookingId: null, message: enrolmentMail(ctx, person) },
    ctx.clock(),
  );
}

export function addPerson(ctx: ServiceContext, input: StaffInput): StaffMember {
  const person: StaffRow = {
    id: randomUUID(),
    name: input.name,
    email: input.email.toLowerCase(),
    role: input.role,
    producer: producerOf(ctx, input),
    createdAt: ctx.clock().toISOString(),
  };
  ctx.store.transaction(() => {
    if (findPersonByEmail(ctx.store, person.email)) throw new ServiceError("conflict", DUPLICATE_STAFF_EMAIL);
    insertPerson(ctx.store, person);
    queueEnrolment(ctx, person);
  });
  ctx.mailer.wake();
  return { ...person, passkeys: 0 };
}

/** "Send the link again": the person's links stop working at once, and a new one is mailed. */
export function resendEnrolment(ctx: ServiceContext, id: string): StaffMember {
  ctx.store.transaction(() => {
    const person = findPerson(ctx.store, id);
    if (!person) throw notFound("Person");
    endEnrolments(ctx.store, id);
    queueEnrolment(ctx, person);
  });
  ctx.mailer.wake();
  const person = listStaff(ctx).find((p) => p.id === id);
  if (!person) throw notFound("Person");
  return person;
}

/** With password sign-in off, some owner must keep a passkey, or nobody could get in. */
export function keepsAnOwnerWithPasskey(ctx: ServiceContext, without: string): void {
  if (passwordSignInAllowed(ctx.store)) return;
  const counts = passkeyCounts(ctx.store);
  const owners = listPeople(ctx.store).filter((p) => p.role === "owner" && p.id !== without);
  if (!owners.some((owner) => (counts.get(owner.id) ?? 0) > 0))
    throw new ServiceError("conflict", LAST_OWNER_PASSKEY);
}

export function changeRole(ctx: ServiceContext, id: string, change: StaffRoleChange): StaffMember {
  const producer = producerOf(ctx, change);
  ctx.store.transaction(() => {
    const person = findPerson(ctx.store, id);
    if (!person) throw notFound("Person");
    if (person.role === "owner" && change.role !== "owner") keepsAnOwnerWithPasskey(ctx, id);
    setRole(ctx.store, id, change.role, producer);
  });
  const person = listStaff(ctx).find((p) => p.id === id);
  if (!person) throw notFound("Person");
  return person;
}

/** Removes the person; their passkeys and every session of theirs end with them (cascade). */
export function removePerson(ctx: ServiceContext, id: string): { id: string } {
  ctx.store.transaction(() => {
    if (findPerson(ctx.store, id)?.role === "owner") keepsAnOwnerWithPasskey(ctx, id);
    if (deletePerson(ctx.store, id) === 0) throw notFound("Person");
  });
  return { id };
}
