import { Button, Card, Center, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../../trpc";
import { serverMessage } from "../../../trpc";
import { toast } from "../toast";

function denied(message: string) {
  toast("Access denied", message, "red");
}

/** No admin session: the password card. Whether the password is right is the server's call. */
export function LoginGate({ onLoggedIn }: { onLoggedIn: () => void }) {
  const trpc = useTRPC();
  const [password, setPassword] = useState("");
  const login = useMutation(
    trpc.admin.login.mutationOptions({
      onSuccess: (answer) => {
        if (!answer.success) {
          setPassword("");
          denied(answer.message || "Incorrect password");
          return;
        }
        toast("Access granted!", "Welcome to the admin dashboard", "green");
        onLoggedIn();
      },
      onError: (error) => {
        setPassword("");
        // A refusal from the server carries its reason; no answer at all is a failed attempt.
        denied(serverMessage(error) ?? (error.data ? "Incorrect password" : "Authentication failed"));
      },
    }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === "" || login.isPending) return;
    login.mutate({ password });
  };

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
        <form onSubmit={submit}>
          <Stack>
            <Title order={1} size="h2" id="admin-access">
              Admin Access
            </Title>
            <Text c="dark.1">Enter password to access the admin dashboard</Text>
            <PasswordInput
              label="Password"
              placeholder="Enter admin password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              required
              data-autofocus
              autoFocus
            />
            <Button type="submit" disabled={login.isPending || password === ""} fullWidth>
              {login.isPending ? "Authenticating..." : "Access Dashboard"}
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
