import { createContext, useContext } from "react";

/** While the server renders a page, what its HTTP status will be; absent in the browser. */
export const PageStatusContext = createContext<{ status: number } | null>(null);

/** Called by a page that shows "not found": the server answers it with HTTP 404. */
export function useNotFoundStatus(): void {
  const page = useContext(PageStatusContext);
  if (page) page.status = 404;
}
