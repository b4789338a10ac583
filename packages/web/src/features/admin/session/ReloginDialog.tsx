import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { onSessionLapse } from "../../../trpc";
import { PasskeySignIn } from "./PasskeySignIn";
import { PasswordField } from "./PasswordField";
import { usePasswordLogin } from "./use-password-login";
import { MAIN_ACTION } from "../main-action";

/**
 * While the dashboard is open, a call that finds the session lapsed opens this dialog over the
 * page: the forms behind it keep their values, and once logged in the call is made again.
 * "Log out" gives up: the call fails and the login card replaces the dashboard. Someone who signs
 * in with a passkey does so here too.
 */
export function ReloginDialog() {
  const [opened, setOpened] = useState(false);
  const answer = useRef<((again: boolean) => void) | null>(null);
  const settle = (again: boolean) => {
    answer.current?.(again);
    answer.current = null;
    setOpened(false);
  };
  const login = usePasswordLogin(() => settle(true));

  useEffect(() => {
    onSessionLapse(
      () =>
        new Promise<boolean>((resolve) => {
          answer.current = resolve;
          setOpened(true);
        }),
    );
    return () => {
      onSessionLapse(null);
      answer.current?.(false);
    };
  }, []);

  return (
    <Modal opened={opened} onClose={() => settle(false)} title="Your session has ended">
      <form onSubmit={login.submit} noValidate>
        <Stack>
          <Text>Log in again to carry on: what you were doing is kept and sent once you are back.</Text>
          <PasswordField login={login} autoComplete="current-password" />
          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={() => settle(false)}>
              Log out
            </Button>
            <Button type="submit" disabled={login.pending || login.empty} {...MAIN_ACTION}>
              {login.pending ? "Authenticating..." : "Log in again"}
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack mt="md">
        <PasskeySignIn onSignedIn={() => settle(true)} />
      </Stack>
    </Modal>
  );
}
