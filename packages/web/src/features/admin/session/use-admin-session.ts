import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ADMIN_AUTH_EXPIRED, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { showToast } from "../../../components/toast";

export type SessionStatus = "checking" | "in" | "out";

/**
 * The admin session: unknown, then probed by fetching the bookings list (success means
 * logged in). Login and logout set it; a 401 from any admin call (the tRPC link fires
 * `admin-auth-expired`) ends it with the 'Session expired' toast.
 */
export function useAdminSession() {
  const trpc = useTRPC();
  const { forgetAdminData, renewAdminData } = useAdminCache();
  const [known, setKnown] = useState<Exclude<SessionStatus, "checking"> | null>(null);
  const probe = useQuery({ ...trpc.admin.bookings.list.queryOptions(), enabled: known === null });
  const status: SessionStatus = known ?? (probe.isSuccess ? "in" : probe.isError ? "out" : "checking");

  // The listener must see the status of the moment, not of the render that registered it.
  const statusRef = useRef(status);
  statusRef.current = status;

  const change = useCallback(
    (next: "in" | "out") => {
      statusRef.current = next;
      if (next === "in") void renewAdminData();
      else forgetAdminData();
      setKnown(next);
    },
    [forgetAdminData, renewAdminData],
  );

  useEffect(() => {
    const onExpired = () => {
      // The probe's own 401 on a first visit is not an expiry; several failing calls give one toast.
      if (statusRef.current !== "in") return;
      change("out");
      showToast({ title: "Session expired", message: "Please log in again", color: "yellow" });
    };
    window.addEventListener(ADMIN_AUTH_EXPIRED, onExpired);
    return () => window.removeEventListener(ADMIN_AUTH_EXPIRED, onExpired);
  }, [change]);

  return {
    status,
    loggedIn: useCallback(() => change("in"), [change]),
    loggedOut: useCallback(() => change("out"), [change]),
  };
}
