// The manage page's calls, as plain fetches (no tRPC client on a page a customer opens from
// an e-mail).
import type { Takings } from "@studio/domain";

/** What GET /api/manage/{token} answers: the booking, its moves, and its takings (paid, balance). */
export interface ManagedBooking extends Takings {
  id: string;
  date: string;
  startTime: string;
  duration: number;
  engineer: string;
  totalCost: number;
  status: "confirmed" | "cancelled";
  firstName: string;
  movesMade: number;
}

export type ManageAnswer =
  | { kind: "found"; booking: ManagedBooking }
  | { kind: "unknown" }
  | { kind: "error"; message: string };

const manageUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}`;

export const calendarUrl = (token: string) => `${manageUrl(token)}/calendar.ics`;

async function errorText(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: string };
    return body.error ?? `The studio answered ${response.status}`;
  } catch {
    return `The studio answered ${response.status}`;
  }
}

async function answerOf(response: Response): Promise<ManageAnswer> {
  if (response.status === 404) return { kind: "unknown" };
  if (!response.ok) return { kind: "error", message: await errorText(response) };
  return { kind: "found", booking: (await response.json()) as ManagedBooking };
}

export async function fetchManagedBooking(token: string): Promise<ManageAnswer> {
  return answerOf(await fetch(manageUrl(token), { headers: { accept: "application/json" } }));
}

export async function cancelManagedBooking(token: string): Promise<ManageAnswer> {
  const response = await fetch(`${manageUrl(token)}/cancel`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: "{}",
  });
  return answerOf(response);
}

/** Where the session moves to (POST /api/manage/{token}/move). */
export interface MoveRequest {
  date: string;
  startTime: string;
  duration: number;
  engineer: string;
}

export async function moveManagedBooking(token: string, move: MoveRequest): Promise<ManageAnswer> {
  const response = await fetch(`${manageUrl(token)}/move`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(move),
  });
  return answerOf(response);
}
