import { zodResolver } from "@hookform/resolvers/zod";
import { loginSchema } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { showToast } from "../../../components/toast";
import { serverMessage, useTRPC } from "../../../trpc";

/**
 * The admin password and its login call, for the login card and the re-login dialog. A refusal
 * is said twice: in the 'Access denied' toast and under the password field (which a toast over
 * the navigation can hide); typing again clears it.
 */
export function usePasswordLogin(onLoggedIn: () => void) {
  const trpc = useTRPC();
  const form = useForm<z.input<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { password: "" },
  });
  const denied = (message: string) => {
    form.setValue("password", "");
    form.setError("password", { message });
    showToast({ title: "Access denied", message, color: "red" });
  };
  const login = useMutation(
    trpc.admin.login.mutationOptions({
      onSuccess: (answer) => {
        if (!answer.success) return denied(answer.message || "Incorrect password");
        form.reset();
        onLoggedIn();
      },
      // A refusal from the server carries its reason; no answer at all is a failed attempt.
      onError: (failure) =>
        denied(serverMessage(failure) ?? (failure.data ? "Incorrect password" : "Authentication failed")),
    }),
  );
  const send = form.handleSubmit((input) => {
    if (!login.isPending) login.mutate(input);
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation(); // the re-login dialog sits over forms of its own
    return send(event);
  };
  return { form, empty: form.watch("password") === "", submit, pending: login.isPending };
}
