import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { MAIN_ACTION } from "./main-action";

export interface SearchCardProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  /** A line under the heading, when the search needs one. */
  description?: string;
  label: string;
  /** The text as it is searched for, or why it cannot be (shown under the field). */
  check: (text: string) => { q: string } | { error: string | null };
  onSearch: (q: string) => void;
}

/** A staff tab's search: a titled card with one field, checked by the domain's rule on Search. */
export function SearchCard({ id, title, description, label, check, onSearch }: SearchCardProps) {
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    setError("error" in checked ? checked.error : null);
    if ("q" in checked) onSearch(checked.q);
  };

  return (
    <Card withBorder padding="lg">
      <form onSubmit={search} noValidate aria-labelledby={id}>
        <Stack gap="sm">
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dark.1">
              {description}
            </Text>
          )}
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={label}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={error}
              style={{ flex: "1 1 16rem" }}
            />
            <Button type="submit" {...MAIN_ACTION}>
              Search
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
