import { loadOnce } from "../../load-once";

// Apart from the page so the route's loader can start the form's chunk (on hover of a link to
// /contact, or on arrival) without pulling the page into the entry.

/** The 'Send a Message' form: react-hook-form, the domain's zod schema, the inputs. */
export const loadContactForm = loadOnce(() => import("./ContactForm"));
