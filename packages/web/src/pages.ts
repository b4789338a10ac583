// What each route is, for people and search engines: its title, its description, and whether the
// server renders it to HTML (so it paints, and reads, before any JavaScript runs). Every route file
// has an entry (pages.test.ts checks the list against the route tree); adding a prerendered page is
// one line here.
import type { StudioProfile } from "./features/studio/use-studio-profile";

export interface PageMeta {
  title: string;
  description: string;
}

interface Page {
  /** Rendered to HTML by the server; otherwise the browser renders it (its URL varies, or it is private). */
  prerender: boolean;
  /** Listed in sitemap.xml and open to search engines. */
  indexable: boolean;
  meta: (profile: StudioProfile, params: Record<string, string>) => PageMeta;
}

const where = (p: StudioProfile) => `${p.address.area} ${p.address.postcode}`;

export const PAGES = {
  "/": {
    prerender: true,
    indexable: true,
    meta: (p) => ({
      title: `${p.name} | Recording Studio in ${p.address.area}`,
      description: `Professional recording studio in ${where(p)}, near London Overground. Book sessions Friday to Sunday, 12PM to 6AM, with expert engineers.`,
    }),
  },
  "/booking": {
    prerender: true,
    indexable: true,
    meta: (p) => ({
      title: `Book a Recording Session | ${p.name}`,
      description: `Choose a producer, a date and a start time and reserve a recording session at ${p.name}, ${where(p)}. Friday to Sunday, 12PM to 6AM; payment at the studio.`,
    }),
  },
  "/contact": {
    prerender: true,
    indexable: true,
    meta: (p) => ({
      title: `Contact | ${p.name}`,
      description: `Send ${p.name} a message, or reach us by e-mail at ${p.bookingsEmail} or on ${p.messagingNumber}. Thursday sessions by enquiry.`,
    }),
  },
  "/equipment": {
    prerender: true,
    indexable: true,
    meta: (p) => ({
      title: `Studio Equipment | ${p.name}`,
      description: `The gear at ${p.name}: UAD X8 interface, AVALON 737, Tube-Tech and SSL processing, FOCAL SM9 monitors and a U47 microphone.`,
    }),
  },
  "/producer/$name": {
    prerender: true,
    indexable: true,
    meta: (p, params) => {
      const wanted = (params.name ?? "").toLowerCase();
      const producer = p.producers.find((candidate) => candidate.name.toLowerCase() === wanted);
      if (!producer) return notFoundMeta(p);
      return {
        title: `${producer.name}, ${producer.title} | ${p.name}`,
        description: producer.bio,
      };
    },
  },
  "/booking-confirmation": {
    prerender: false,
    indexable: false,
    meta: (p) => ({
      title: `Booking Confirmation | ${p.name}`,
      description: `Your recording session at ${p.name}.`,
    }),
  },
  "/privacy": {
    prerender: true,
    indexable: true,
    meta: (p) => ({
      title: `Privacy Notice | ${p.name}`,
      description: `What ${p.name} keeps about its customers and visitors, why, for how long, and their rights. No tracking cookies.`,
    }),
  },
  "/booking/manage/$token": {
    prerender: false,
    indexable: false,
    meta: (p) => ({
      title: `Your Booking | ${p.name}`,
      description: `See, add to your calendar or cancel your recording session at ${p.name}.`,
    }),
  },
  "/waitlist/leave/$token": {
    prerender: false,
    indexable: false,
    meta: (p) => ({
      title: `Leave the Waitlist | ${p.name}`,
      description: `Stop hearing about freed time on a night at ${p.name}.`,
    }),
  },
  "/admin": {
    prerender: false,
    indexable: false,
    meta: (p) => ({ title: `Admin | ${p.name}`, description: `Staff access to ${p.name}'s diary.` }),
  },
} satisfies Record<string, Page>;

export type PagePath = keyof typeof PAGES;

export function notFoundMeta(p: StudioProfile): PageMeta {
  return { title: `404 Page Not Found | ${p.name}`, description: "This page does not exist." };
}

export function pageOf(path: string): Page | undefined {
  return (PAGES as Record<string, Page>)[path];
}
