import { HeadContent } from "@tanstack/react-router";
import { useLayoutEffect } from "react";

/** The tags the server wrote into <head> that <HeadContent /> writes again, as React's own. */
const SERVER_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name="twitter:card"], link[rel="canonical"]';

/** The server's copies, read before React has written any of its own (this module loads after
 * the app has taken the page over). */
const serverTags = Array.from(document.head.querySelectorAll(SERVER_TAGS));

/**
 * TanStack Router's head, in a module of its own: RouteHead.tsx fetches it after hydration. Once
 * React has written the page's tags, the server's copies go: otherwise the page kept two titles,
 * descriptions and canonical links, and after a move to another page the first one's stayed.
 */
export default function BrowserHead() {
  useLayoutEffect(() => {
    for (const tag of serverTags) tag.remove();
  }, []);
  return <HeadContent />;
}
