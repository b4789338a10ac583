import { HeadContent } from "@tanstack/react-router";

/** TanStack Router's head, in a module of its own: RouteHead.tsx fetches it after hydration. */
export default function BrowserHead() {
  return <HeadContent />;
}
