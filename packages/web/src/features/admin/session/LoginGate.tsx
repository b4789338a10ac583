import { Button, Stack, Text, Title } from "@mantine/core";
import { ACCESS_GRANTED } from "@studio/domain";
import { showToast } from "../../../components/toast";
import { GateCard } from "./GateCard";
import { PasskeySignIn } from "./PasskeySignIn";
import { PasswordField } from "./PasswordField";
import { usePasswordLogin } from "./use-password-login";
import { MAIN_ACTION } from "../main-action";

/** No admin session: the password card. Whether the password is right is the server's call. */
export function LoginGate({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = usePasswordLogin(() => {
    showToast({ title: ACCESS_GRANTED, message: "Welcome to the admin dashboard", color: "green" });
    onLoggedIn();
  });

  return (
    <GateCard labelledBy="admin-access">
      <form onSubmit={login.submit} noValidate>
        <Stack>
          <Title order={1} size="h2" id="admin-access">
            Admin Access
          </Title>
          <Text c="dark.1">Enter password to access the admin dashboard</Text>
          <PasswordField login={login} autoComplete="current-password webauthn" autoFocus />
          <Button type="submit" disabled={login.pending || login.empty} fullWidth {...MAIN_ACTION}>
            {login.pending ? "Authenticating..." : "Access Dashboard"}
          </Button>
          <PasskeySignIn onSignedIn={onLoggedIn} />
        </Stack>
      </form>
    </GateCard>
  );
}
