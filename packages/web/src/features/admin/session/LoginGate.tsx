import { Button, Card, Center, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { showToast } from "../../../components/toast";
import { PasskeySignIn } from "./PasskeySignIn";
import { usePasswordLogin } from "./use-password-login";
import { MAIN_ACTION } from "../main-action";

/** No admin session: the password card. Whether the password is right is the server's call. */
export function LoginGate({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = usePasswordLogin(() => {
    showToast({ title: "Access granted!", message: "Welcome to the admin dashboard", color: "green" });
    onLoggedIn();
  });

  return (
    <Center py={{ base: 48, sm: 96 }} px="md">
      <Card
        withBorder
        shadow="md"
        padding="xl"
        w="100%"
        maw={420}
        component="section"
        aria-labelledby="admin-access"
      >
        <form onSubmit={login.submit}>
          <Stack>
            <Title order={1} size="h2" id="admin-access">
              Admin Access
            </Title>
            <Text c="dark.1">Enter password to access the admin dashboard</Text>
            <PasswordInput
              label="Password"
              placeholder="Enter admin password"
              autoComplete="current-password webauthn"
              value={login.password}
              onChange={(event) => login.change(event.currentTarget.value)}
              error={login.error}
              required
              data-autofocus
              autoFocus
            />
            <Button
              type="submit"
              disabled={login.pending || login.password === ""}
              fullWidth
              {...MAIN_ACTION}
            >
              {login.pending ? "Authenticating..." : "Access Dashboard"}
            </Button>
            <PasskeySignIn onSignedIn={onLoggedIn} />
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
