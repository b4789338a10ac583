// The contact_messages table.
import type { ContactMessage } from "@studio/domain";
import type { Selectable } from "kysely";
import type { Store } from "./store.js";
import type { ContactMessagesTable } from "./tables.js";

export type ContactMessageRow = Selectable<ContactMessagesTable>;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return { ...row } as ContactMessage;
}

export function insertContactMessage(store: Store, row: ContactMessageRow): void {
  store.run(store.db.insertInto("contact_messages").values(row));
}

/** Newest first: the messages of one status, or without one the inbox (every status but spam). */
export function listContactMessages(store: Store, status?: ContactMessageRow["status"]): ContactMessageRow[] {
  const all = store.db.selectFrom("contact_messages").selectAll();
  const chosen = status ? all.where("status", "=", status) : all.where("status", "<>", "spam");
  return store.all(chosen.orderBy("createdAt", "desc").orderBy("id"));
}

export function findContactMessage(store: Store, id: string): ContactMessageRow | undefined {
  return store.get(store.db.selectFrom("contact_messages").selectAll().where("id", "=", id));
}

export function setContactMessageStatus(store: Store, id: string, status: ContactMessageRow["status"]): void {
  store.run(store.db.updateTable("contact_messages").set({ status }).where("id", "=", id));
}
