// A staff cancel's reason follows the text rules of every other free text: a control character, a
// bidirectional override or a broken character is a 400 naming the reason, on both doors, and the
// booking stays as it was.
import { describe, expect, it } from "vitest";
import { call, trpc } from "../../../../../packages/api/test/helpers.js";
import { Tally } from "../harness.js";
import { badInputStudio } from "./bad-input-studio.js";

const studio = badInputStudio();

const BAD = {
  BEL: "a\u0007b",
  NUL: "a\u0000b",
  ESC: "a\u001b[31mb",
  RLO: "a\u202eb",
  "lone surrogate": "a\ud800b",
};

describe("the cancel reason", () => {
  it("refuses BEL, NUL, ESC, U+202E and a lone surrogate with 400 naming the field, on both doors", async () => {
    const { t, cookie, bookingId } = studio;
    const tally = new Tally("bad input", "cancel reason: the text rules");
    const path = `/api/admin/bookings/${bookingId}/status`;
    for (const [name, reason] of Object.entries(BAD)) {
      const rest = await call(t.url, "PATCH", path, { status: "cancelled", reason }, { cookie });
      tally.check(
        rest.status === 400 && rest.body.issues?.some((i: { path: string }) => i.path === "reason"),
        `REST ${name}: ${rest.status} ${rest.text.slice(0, 160)}`,
      );
      const viaTrpc = await trpc(
        t.url,
        "mutation",
        "admin.bookings.setStatus",
        { id: bookingId, status: "cancelled", reason },
        { cookie },
      );
      tally.check(
        viaTrpc.body.error?.data?.code === "BAD_REQUEST",
        `tRPC ${name}: ${viaTrpc.text.slice(0, 160)}`,
      );
    }
    const row = t.store.sqlite
      .prepare("select status, cancelReason from bookings where id = ?")
      .get(bookingId);
    tally.check(
      JSON.stringify(row) === JSON.stringify({ status: "confirmed", cancelReason: null }),
      `unchanged: ${JSON.stringify(row)}`,
    );
    const fine = await call(
      t.url,
      "PATCH",
      path,
      { status: "cancelled", reason: "Ill\n\tsorry" },
      { cookie },
    );
    tally.check(fine.status === 200, `a reason over two lines: ${fine.status} ${fine.text.slice(0, 120)}`);
    expect(tally.finish()).toEqual([]);
  });
});
