// Every early tap lands: on a 390 px phone whose CPU is slowed six times (DevTools' CPU
// throttling), a tap on a control in the first three seconds after the page's first paint (before,
// while and after the app takes the page over) does what the control says. Eight tries per
// control, tapped 0, 375, ... 2,625 ms after the control is first on screen (the first paint for
// what the server rendered); each try asserts the outcome, never a time.
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { sunday } from "../../support/dates";
import { BASE_URL } from "../../support/server";

// Eight page loads on a slowed CPU per control.
test.describe.configure({ timeout: 420_000 });

/** Eight taps over the first three seconds, 375 ms apart: the window where a tap could be lost
 * (before, while and after the app takes the page over) still spans several of them on a phone
 * slowed 6x. Twenty, 150 ms apart, cost the suite 9 minutes of its 60 on CI's 2 cores; twelve,
 * 250 ms apart, still 6 minutes, the suite's slowest spec. */
const TRIES = 8;
const SPACING_MS = 375;
const CPU_SLOWDOWN = 6;
/** Tries run side by side on this many pages, each slowed on its own. DevTools' throttling on
 * Linux holds a slowed page's thread by spinning it for five sixths of the time, so a slowed page
 * keeps most of a core busy whatever it does (measured: 3.9 CPU-s in 5 s, idle): on a 2-core
 * machine three of them already take it whole, and more only slow each other, the browser and the
 * server (nine menu tries took 44 s on 3 pages and 53 s on 9). */
const LANES = Number(process.env.EARLY_TAP_LANES ?? 3);
/** How long a tap may take to do its work before it counts as lost: generous, for a slowed page
 * on a loaded machine (a lost tap never lands; a landed one is not timed). */
const LANDS_WITHIN_MS = 60_000;
/** An open night nobody closes (see support/dates.ts); the spec only reads it, it books nothing. */
const NIGHT = sunday(3);
/** Whose 20:00 on that night is tapped: free (only Dre is booked that night, at 13:00). */
const START_PRODUCER = "Marcus";

interface Control {
  /** The address of try `i`. */
  url: (i: number) => string;
  /** A CSS selector for what try `i` taps (one the page can answer without Playwright's help). */
  target: (i: number) => string;
  /** Passes once the tap of try `i` has done what the control says. */
  landed: (page: Page, i: number) => Promise<void>;
}

const within = { timeout: LANDS_WITHIN_MS };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

interface Aim {
  /** How long ago (page clock) the control was first on screen: the first paint, for a control
   * on screen at the first look after it, else that look. */
  ago: number;
  x: number;
  y: number;
}

/**
 * Loads `url`, waits till it has painted and shows `selector`, brings that into view and out
 * from under anything on top of it (as a visitor scrolls to it) and says where it is. One look
 * per frame, all in the page.
 *
 * The place is taken once the document is parsed whole, as a visitor sees the page laid out: a
 * slowed phone paints a page still being parsed, where a card's View Profile, the only one of its
 * two buttons read so far, spans the row. Aimed then, the tap met Select Producer in its place
 * once the row was whole (the "lost" View Profile taps of 2026-11-26). The clock still counts from
 * the first paint when the control was on screen then.
 */
async function aimAt(page: Page, url: string, selector: string): Promise<Aim> {
  await page.goto(url, { waitUntil: "commit" });
  const handle = await page.waitForFunction((css) => {
    const [paint] = performance.getEntriesByType("paint");
    if (!paint) return null;
    const looks = window as unknown as { earlyTapLooks?: number; earlyTapShownAt?: number };
    looks.earlyTapLooks = (looks.earlyTapLooks ?? 0) + 1;
    const control = document.querySelector(css);
    if (!control?.checkVisibility()) return null;
    const now = performance.now();
    looks.earlyTapShownAt ??= looks.earlyTapLooks === 1 ? paint.startTime : now;
    if (document.readyState === "loading") return null;
    const shownAt = looks.earlyTapShownAt;
    // In view and not under anything (the phone's sticky Reserve bar covers the screen's foot).
    const aim = () => {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inView = box.top >= 0 && box.bottom <= window.innerHeight;
      const atPoint = document.elementFromPoint(x, y);
      return inView && atPoint && control.contains(atPoint) ? { ago: now - shownAt, x, y } : null;
    };
    const seen = aim();
    if (seen) return seen;
    control.scrollIntoView({ block: "center" });
    return aim();
  }, selector);
  return (await handle.jsonValue()) as Aim;
}

interface Outcome {
  try: number;
  /** When the tap went out, in ms after the control was first on screen. */
  tappedAt: number;
  error?: string;
}

/**
 * Try `i`: `i * SPACING_MS` after the control is on screen, a tap where it is, as a finger
 * taps: the touch goes out at that moment whatever the page is busy with, and waits its turn.
 */
async function tryOnce(page: Page, control: Control, i: number): Promise<Outcome> {
  let tappedAt = Number.NaN;
  try {
    const aim = await aimAt(page, control.url(i), control.target(i));
    const shownAt = Date.now() - aim.ago;
    await sleep(shownAt + i * SPACING_MS - Date.now());
    tappedAt = Date.now() - shownAt;
    await page.touchscreen.tap(aim.x, aim.y);
    await control.landed(page, i);
    return { try: i, tappedAt };
  } catch (error) {
    const state = await page
      .evaluate(() => `app ${document.documentElement.dataset.app ?? "not started"}`)
      .catch(() => "page gone");
    return { try: i, tappedAt, error: `${String(error).split("\n")[0]} (${state}, ${page.url()})` };
  }
}

/** Slows the page's CPU as DevTools does; it holds across the page's navigations. */
async function slowDown(page: Page): Promise<Page> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

const PUBLIC_PAGES = ["/", "/booking", "/contact", "/equipment", "/producer/marcus", "/producer/dre"];

/** One phone for every test: its pages' files are cached before the first try, as for a returning
 * visitor, and its pages (the lanes, slowed once the tries start) are reused, each try being a
 * fresh load of its own. */
let phone: { context: BrowserContext; lanes: Page[] } | undefined;

/** The controls, each under its test's title, in the order the tests run. */
const controls: [string, Control][] = [];
/** Each control's outcomes (one a try), by its test's title, once the tries have started. */
const outcomesOf = new Map<string, Promise<Outcome[]>>();

/** Declares the test of one control: the first test to run starts the tries of its control and
 * of those after it (see `startTries`); each test waits for its own and asserts every one landed. */
function tapTest(title: string, control: Control): void {
  controls.push([title, control]);
  test(title, async () => {
    if (outcomesOf.size === 0) startTries(controls.slice(controls.findIndex(([name]) => name === title)));
    const outcomes = await outcomesOf.get(title)!;
    test.info().annotations.push({
      type: "tapped at (ms after the control was on screen)",
      description: outcomes.map((outcome) => Math.round(outcome.tappedAt)).join(", "),
    });
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
    expect(outcomes).toHaveLength(TRIES);
  });
}

/**
 * The controls' tries, in the order of their tests, taken from one queue by the slowed lanes: a
 * lane that is free takes the next try, the next control's once the last of a control's are under
 * way, so no lane waits for the slowest try of a test while the others idle. A slowed page costs
 * most of a core even idle (DevTools' throttling on Linux holds the page's thread by spinning it
 * for five sixths of the time), so each lane is slowed when the tries start and closed when the
 * queue is empty. A control's outcomes are ready when its last try is done; the tries still
 * under way when the spec ends (a run of some of its tests) end with the phone.
 */
function startTries(queued: [string, Control][]): void {
  const queue = queued.flatMap(([title, control]) =>
    Array.from({ length: TRIES }, (_, i) => ({ title, control, i })),
  );
  const settle = new Map<string, (outcome: Outcome) => void>();
  for (const [title] of queued) {
    const outcomes: Outcome[] = [];
    outcomesOf.set(
      title,
      new Promise((resolve) =>
        settle.set(title, (outcome) => {
          outcomes.push(outcome);
          if (outcomes.length === TRIES) resolve(outcomes.sort((a, b) => a.try - b.try));
        }),
      ),
    );
  }
  for (const lane of phone?.lanes ?? []) {
    void (async () => {
      await slowDown(lane);
      for (let next = queue.shift(); next; next = queue.shift()) {
        settle.get(next.title)!(await tryOnce(lane, next.control, next.i));
      }
      await lane.close();
    })().catch(() => {});
  }
}

test.beforeAll(async ({ browser }) => {
  // Seven page loads and the calendar, on a machine the suite keeps busy.
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  for (const url of [...PUBLIC_PAGES, `/booking?producer=${START_PRODUCER}&date=${NIGHT}`]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
  }
  // The date picker's calendar is loaded on approach: once, so its files are cached too.
  await page.locator('[data-testid="booking-date"]').click();
  await expect(page.getByRole("button", { name: "Next month" })).toBeVisible(within);
  const others = await Promise.all(Array.from({ length: LANES - 1 }, () => context.newPage()));
  phone = { context, lanes: [page, ...others] };
});

test.afterAll(async () => {
  await phone?.context.close();
});

const MENU_PAGES = ["/", "/booking", "/contact", "/equipment", "/producer/dre"];

tapTest("a tap on the menu opens it, on every public page", {
  url: (i) => MENU_PAGES[i % MENU_PAGES.length]!,
  target: () => 'button[aria-label="Toggle navigation"]',
  landed: async (p) => {
    await expect(p.getByRole("button", { name: "Toggle navigation" })).toHaveAttribute(
      "aria-expanded",
      "true",
      within,
    );
    await expect(p.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  },
});

const BOOK_BUTTONS = [
  { page: "/", target: '[data-testid="book-session-hero"]', producer: "" },
  { page: "/producer/marcus", target: 'a[href="/booking?producer=Marcus"]', producer: "Marcus" },
  { page: "/producer/dre", target: 'a[href="/booking?producer=Dre"]', producer: "Dre" },
];

const bookButton = (i: number) => BOOK_BUTTONS[i % BOOK_BUTTONS.length]!;
tapTest("a tap on a Book button opens the booking page, for that producer", {
  url: (i) => bookButton(i).page,
  target: (i) => bookButton(i).target,
  // The booking page choosing the producer it is asked for is booking-clarity's and pages' to prove.
  landed: async (p, i) => {
    const { producer } = bookButton(i);
    await expect(p).toHaveURL(producer ? `/booking?producer=${producer}` : "/booking", within);
    await expect(p.getByRole("heading", { level: 1, name: "Book Your Session" })).toBeVisible(within);
  },
});

const PRODUCERS = ["Marcus", "Dre"];
const selected = (i: number) => PRODUCERS[i % PRODUCERS.length]!;

tapTest("a tap on a producer card's Select Producer chooses that producer", {
  url: () => "/booking",
  target: (i) => `button[aria-label="Select Producer ${selected(i)}"]`,
  landed: async (p, i) => {
    const select = p.getByRole("button", { name: `Select Producer ${selected(i)}` });
    await expect(select).toHaveAttribute("aria-pressed", "true", within);
  },
});

/** Every card has View Profile, the third (no booking) one included. */
const PROFILES = ["Marcus", "Dre", "Kofi"];
const profiled = (i: number) => PROFILES[i % PROFILES.length]!;

tapTest("a tap on a producer card's View Profile opens that producer's profile", {
  url: () => "/booking",
  // The card's only button without a name of its own: View Profile.
  target: (i) => `[data-testid="producer-card-${profiled(i).toLowerCase()}"] button:not([aria-label])`,
  landed: async (p, i) => {
    await expect(p.getByRole("dialog", { name: profiled(i) })).toBeVisible(within);
  },
});

tapTest("a tap on Session Date opens the date picker", {
  url: () => "/booking",
  target: () => '[data-testid="booking-date"]',
  landed: async (p) => {
    await expect(p.getByRole("button", { name: "Next month" })).toBeVisible(within);
  },
});

// The start times come with the form, greyed ("Select producer first") until the producer the
// address asks for is chosen and the night's bookings are read; a tap on a greyed start is
// ignored, as for any start that cannot be chosen. The start is a control from when it can be
// chosen: the tries count from then.
const slot = '[data-testid="start-time-grid"] [data-time="20:00"]';
tapTest("a tap on a start time chooses it", {
  url: () => `/booking?producer=${START_PRODUCER}&date=${NIGHT}`,
  target: () => `${slot}:not([aria-disabled])`,
  landed: async (p) => {
    await expect(p.locator(slot)).toHaveAttribute("aria-pressed", "true", within);
  },
});
