import { useEffect, useState } from "react";

/**
 * Props for a form the server renders: `data-live="false"` until the app has taken the form over
 * (its handlers attached), so an early submit is held rather than sent the browser's old way.
 */
export function useLiveForm(): { "data-live": boolean } {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return { "data-live": live };
}
