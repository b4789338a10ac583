import { describe, expect, it } from "vitest";
import { parseSearch, stringifySearch } from "./search-params";

describe("search params", () => {
  it("writes plain key=value pairs, skipping empty values", () => {
    expect(
      stringifySearch({ firstName: "Ada", phone: "07700 900123", totalCost: 7000, note: "", x: undefined }),
    ).toBe("?firstName=Ada&phone=07700+900123&totalCost=7000");
    expect(stringifySearch({})).toBe("");
  });

  it("reads every value back as text, leading zeros and symbols intact", () => {
    expect(parseSearch("?phone=07700900123&email=ada%40example.com&startTime=01:00&duration=4")).toEqual({
      phone: "07700900123",
      email: "ada@example.com",
      startTime: "01:00",
      duration: "4",
    });
  });

  it("round-trips", () => {
    const search = { id: "3f1c", firstName: "Zoë", lastName: "O'Neil & Co", date: "2026-12-05" };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });
});
