import { describe, expect, it } from "vitest";
import {
  checkFetchTarget,
  isPublicAddress,
  parseAllowHosts,
  parseIpv4,
  parseIpv6,
} from "./calendar-address.js";

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "169.254.0.1",
    "100.64.0.1",
    "100.127.255.255",
    "0.0.0.0",
    "255.255.255.255",
    "224.0.0.1",
    "192.0.2.10",
    "198.18.0.1",
    "::",
    "::1",
    "[::1]",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:169.254.169.254",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "64:ff9b::10.0.0.1",
    "::127.0.0.1",
    "2001:db8::1",
    "2002:7f00:1::",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "100.63.255.255",
    "100.128.0.1",
    "172.32.0.1",
    "169.253.255.255",
    "2a00:1450:4009:81f::200e",
    "[2606:4700::6810:85e5]",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
    "2001:4860:4860:0:0:0:0:8888",
  ])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each(["", "localhost", "example.com", "1.2.3", "256.1.1.1", "01.2.3.4", "1::2::3", "12345::", "g::1"])(
    "refuses %j, which is no address",
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );
});

describe("parseIpv4 and parseIpv6", () => {
  it("reads the four parts and the eight groups", () => {
    expect(parseIpv4("1.2.3.4")).toBe(0x01020304);
    expect(parseIpv6("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIpv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIpv6("1:2:3:4:5:6:1.2.3.4")).toEqual([1, 2, 3, 4, 5, 6, 0x102, 0x304]);
    expect(parseIpv6("::1.2.3.4")).toEqual([0, 0, 0, 0, 0, 0, 0x102, 0x304]);
  });

  it("refuses a wrong count of groups or a bad dotted tail", () => {
    expect(parseIpv6("1:2:3:4:5:6:7")).toBeNull();
    expect(parseIpv6("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(parseIpv6("1:2:3:4::5:6:7:8")).toBeNull();
    expect(parseIpv6("::ffff:1.2.3.256")).toBeNull();
  });
});

describe("the allow-list", () => {
  it("reads names and addresses, lower case, and is empty by default", () => {
    expect(parseAllowHosts(undefined)).toEqual([]);
    expect(parseAllowHosts(" Cal.Example ,, 127.0.0.1,[::1] ")).toEqual(["cal.example", "127.0.0.1", "::1"]);
  });

  it("lets a listed host through whatever it resolves to", () => {
    expect(
      checkFetchTarget({ host: "CAL.example", addresses: ["10.0.0.1"], allowHosts: ["cal.example"] }),
    ).toEqual({ ok: true });
    expect(checkFetchTarget({ host: "[::1]", addresses: [], allowHosts: ["::1"] })).toEqual({ ok: true });
  });

  it("lets a host through when every address is public or listed", () => {
    expect(
      checkFetchTarget({ host: "a.example", addresses: ["8.8.8.8", "127.0.0.1"], allowHosts: ["127.0.0.1"] }),
    ).toEqual({ ok: true });
  });

  it("refuses a host with any address that is not public, and one that resolved to nothing", () => {
    expect(
      checkFetchTarget({ host: "a.example", addresses: ["8.8.8.8", "10.1.2.3"], allowHosts: [] }),
    ).toEqual({
      ok: false,
      address: "10.1.2.3",
    });
    expect(checkFetchTarget({ host: "127.0.0.1", addresses: ["127.0.0.1"], allowHosts: [] })).toEqual({
      ok: false,
      address: "127.0.0.1",
    });
    expect(checkFetchTarget({ host: "a.example", addresses: [], allowHosts: [] })).toEqual({
      ok: false,
      address: null,
    });
  });
});
