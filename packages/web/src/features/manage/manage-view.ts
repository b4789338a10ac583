// The manage page's booking as the API's manage procedures answer it (typed by the router, never
// again by hand), and its calendar file, a plain download.
import type { AppRouter } from "@studio/api/router";
import type { inferRouterOutputs } from "@trpc/server";

/** The customer's own view of their booking: what it is, its moves and its takings. */
export type ManageView = inferRouterOutputs<AppRouter>["manage"]["view"];

export const calendarUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}/calendar.ics`;
