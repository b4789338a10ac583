import { PasswordInput } from "@mantine/core";
import type { usePasswordLogin } from "./use-password-login";

interface PasswordFieldProps {
  login: ReturnType<typeof usePasswordLogin>;
  /** 'current-password', with 'webauthn' where the browser may offer a passkey in its list. */
  autoComplete: string;
  /** Focused as the page opens (a dialog focuses its own `data-autofocus` field). */
  autoFocus?: boolean;
}

/** The shared password, with the server's refusal under it. */
export function PasswordField({ login, autoComplete, autoFocus }: PasswordFieldProps) {
  return (
    <PasswordInput
      label="Password"
      placeholder="Enter admin password"
      autoComplete={autoComplete}
      {...login.form.register("password")}
      error={login.form.formState.errors.password?.message}
      required
      data-autofocus
      autoFocus={autoFocus}
    />
  );
}
