import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { MAIN_ACTION } from "./main-action";

/** A search's payload as the domain's schema reads it: `q`, the text searched for. */
type SearchSchema = z.core.$ZodType<{ q: string }, { q?: string | undefined }>;

export interface SearchCardProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  /** A line under the heading, when the search needs one. */
  description?: string;
  label: string;
  /** The domain's schema of the search, as the server checks it (its message shown under the field). */
  schema: SearchSchema;
  onSearch: (q: string) => void;
}

/** A staff tab's search: a titled card with one field, checked by the domain's schema on Search. */
export function SearchCard({ id, title, description, label, schema, onSearch }: SearchCardProps) {
  const form = useForm<{ q?: string | undefined }, unknown, { q: string }>({
    resolver: zodResolver(schema),
    defaultValues: { q: "" },
  });
  const search = form.handleSubmit(({ q }) => onSearch(q));

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
              {...form.register("q")}
              error={form.formState.errors.q?.message}
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
