import { useEffect, useState } from "react";

/**
 * Props for a form the server renders whose code may arrive after the page's: `data-live="false"`
 * until the app has taken the form over (its handlers attached), so an early submit, or a click on
 * one of its controls, is held till then (early-clicks.ts) rather than lost or sent the old way.
 */
export function useLiveForm(): { "data-live": boolean } {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return { "data-live": live };
}
