import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

/**
 * The admin password and its login call, for the login card and the re-login dialog. A refusal
 * is said twice: in the 'Access denied' toast and under the password field (which a toast over
 * the navigation can hide).
 */
export function usePasswordLogin(onLoggedIn: () => void) {
  const trpc = useTRPC();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const denied = (message: string) => {
    setPassword("");
    setError(message);
    showToast({ title: "Access denied", message, color: "red" });
  };
  const login = useMutation(
    trpc.admin.login.mutationOptions({
      onSuccess: (answer) => {
        if (!answer.success) return denied(answer.message || "Incorrect password");
        setError(null);
        setPassword("");
        onLoggedIn();
      },
      // A refusal from the server carries its reason; no answer at all is a failed attempt.
      onError: (failure) =>
        denied(serverMessage(failure) ?? (failure.data ? "Incorrect password" : "Authentication failed")),
    }),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation(); // the re-login dialog sits over forms of its own
    if (password === "" || login.isPending) return;
    login.mutate({ password });
  };
  const change = (value: string) => {
    setPassword(value);
    setError(null);
  };
  return { password, change, error, submit, pending: login.isPending };
}
