import { createFileRoute } from "@tanstack/react-router";
import { ContactPage } from "../features/contact/ContactPage";
import { parseContactSearch } from "../features/contact/contact-search";
import { loadContactForm } from "../features/contact/load-contact-form";
import { pageHead } from "../page-head";

export const Route = createFileRoute("/contact")({
  staticData: { prerender: true, indexable: true },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Contact | ${p.name}`,
      description: `Send ${p.name} a message, or reach us by e-mail at ${p.bookingsEmail} or on ${p.messagingNumber}. Thursday sessions by enquiry.`,
    })),
  validateSearch: parseContactSearch,
  // Warms the form's chunk beside the page's own, as loaders warm the query cache; nothing waits
  // for it (a failed fetch shows up, and is retried, where the page renders the form).
  loader: () => {
    loadContactForm().catch(() => undefined);
  },
  component: ContactPage,
});
