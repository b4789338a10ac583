import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/contact/ContactPage";
import { parseContactSearch } from "../features/contact/contact-search";
import { loadContactForm } from "../features/contact/load-contact-form";

export const Route = createFileRoute("/contact")({
  validateSearch: parseContactSearch,
  // Warms the form's chunk beside the page's own, as loaders warm the query cache; nothing waits
  // for it (a failed fetch shows up, and is retried, where the page renders the form).
  loader: () => {
    loadContactForm().catch(() => undefined);
  },
  component: ContactPage,
});
