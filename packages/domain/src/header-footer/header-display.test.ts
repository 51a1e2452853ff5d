import { describe, expect, it } from "vitest";
import {
  destinationFor,
  formatRewardsDollars,
  formatRewardsPoints,
  isNewRewardsMember,
  messageCountText,
  pickFinderBanner,
  readWelcomeCookie,
} from "./header-display";
import { welcomeMessage, welcomeName } from "./welcome";
import { formatRewardsPoints as moneyFormatRewardsPoints } from "../money";

describe("welcomeName", () => {
  it.each<[string | null | undefined, "popup" | "header", string]>([
    [null, "header", ""],
    [undefined, "popup", ""],
    ["", "header", ""],
    ["   ", "popup", ""],
    ["Ann", "popup", "Ann"],
    ["  Ann  ", "header", "Ann"],
    ["Christopher", "popup", "Christophe"],
    ["Christopher", "header", "Christopher"],
    ["Bartholomew-Alexander", "header", "Bartholomew-Alexan"],
    ["Bartholomew-Alexander", "popup", "Bartholome"],
    ["abcdefghij", "popup", "abcdefghij"],
    ["abcdefghijklmnopqr", "header", "abcdefghijklmnopqr"],
    ["Mary Ann S", "popup", "Mary Ann S"],
    ["Mary Anne Smith", "popup", "Mary Anne"],
    ["😀😀😀😀😀😀😀😀😀😀😀😀", "popup", "😀😀😀😀😀😀😀😀😀😀"],
    ["Zoë-Ådne-Øyvind", "popup", "Zoë-Ådne-Ø"],
  ])("%j in the %s -> %j", (name, where, expected) => {
    expect(welcomeName(name, where)).toBe(expected);
  });
});

describe("welcomeMessage", () => {
  it.each<[boolean, string | null, "popup" | "header", string]>([
    [false, null, "header", "Sign in"],
    [false, "Ann", "header", "Sign in"],
    [true, "Ann", "header", "Hi, Ann"],
    [true, "Christopher", "popup", "Hi, Christophe"],
    [true, "Christopher", "header", "Hi, Christopher"],
    [true, null, "header", "Hi there"],
    [true, "  ", "popup", "Hi there"],
  ])("isLoggedIn %j, name %j, %s -> %j", (isLoggedIn, firstName, where, expected) => {
    expect(welcomeMessage({ isLoggedIn, firstName }, where)).toBe(expected);
  });

  it("tells guests and signed-in users apart even without a name", () => {
    expect(welcomeMessage({ isLoggedIn: true, firstName: null }, "header")).not.toBe(
      welcomeMessage({ isLoggedIn: false, firstName: null }, "header"),
    );
  });
});

describe("readWelcomeCookie", () => {
  it.each<[string | null | undefined, string | null]>([
    [null, null],
    [undefined, null],
    ["", null],
    ["   ", null],
    ['""', null],
    ["''", null],
    ['"" ""', null],
    ["'' ''", null],
    ['  ""  ', null],
    ["%22%22", null],
    ["%22%22%20%22%22", null],
    ["Ann", "Ann"],
    [" Ann ", "Ann"],
    ['"Ann"', "Ann"],
    ["'Ann'", "Ann"],
    ["Jos%C3%A9", "José"],
    ["100%", "100%"],
    ["O'Brien", "O'Brien"],
  ])("%j -> %j", (raw, expected) => {
    expect(readWelcomeCookie(raw)).toBe(expected);
  });
});

describe("messageCountText", () => {
  it.each<[number, string]>([
    [0, "You have 0 messages."],
    [1, "You have 1 message."],
    [2, "You have 2 messages."],
    [999, "You have 999 messages."],
    [1000, "You have 1,000 messages."],
    [1234567, "You have 1,234,567 messages."],
    [1.9, "You have 1 message."],
    [-3, "You have 0 messages."],
    [Number.NaN, "You have 0 messages."],
    [Number.POSITIVE_INFINITY, "You have 0 messages."],
  ])("%j -> %j", (count, expected) => {
    expect(messageCountText(count)).toBe(expected);
  });
});

describe("formatRewardsPoints", () => {
  it.each<[number, string]>([
    [0, "0"],
    [7, "7"],
    [48250, "48,250"],
    [999999, "999,999"],
    [1000000, "1,000,000"],
    [1000001, "1.0M"],
    [1250400, "1.3M"],
    [1250000, "1.3M"],
    [1249999, "1.2M"],
    [2000000, "2.0M"],
    [1960000, "2.0M"],
    [15500000, "15.5M"],
    [1234567890, "1,234.6M"],
  ])("%j -> %j", (points, expected) => {
    expect(formatRewardsPoints(points)).toBe(expected);
  });

  it("is the storefront's one points formatter from money.ts", () => {
    expect(formatRewardsPoints).toBe(moneyFormatRewardsPoints);
  });
});

describe("formatRewardsDollars", () => {
  it.each<[number, string]>([
    [0, "$0"],
    [99, "$0"],
    [100, "$1"],
    [1299, "$12"],
    [1200, "$12"],
    [120_400, "$1,204"],
    [120_499, "$1,204"],
    [123_456_789, "$1,234,567"],
    [-500, "$0"],
    [Number.NaN, "$0"],
    [Number.POSITIVE_INFINITY, "$0"],
  ])("%j cents -> %j", (cents, expected) => {
    expect(formatRewardsDollars(cents)).toBe(expected);
  });
});

describe("pickFinderBanner", () => {
  const ink = { id: "ink", searchTerms: ["ink", "toner"] };
  const paper = { id: "paper", searchTerms: ["copy paper"] };
  const fallback = { id: "default" };
  const emptyTerms = { id: "empty", searchTerms: [] as string[] };
  const banners: { id: string; searchTerms?: string[] }[] = [ink, paper, fallback, emptyTerms];

  it.each<[string | null | undefined, string | null]>([
    ["ink", "ink"],
    ["INK", "ink"],
    ["  black ink cartridge ", "ink"],
    ["hp toner 64", "ink"],
    ["inkjet printer", "default"],
    ["pink folders", "default"],
    ["copy paper", "paper"],
    ["white copy   paper case", "paper"],
    ["copy", "default"],
    ["paper", "default"],
    ["", "default"],
    ["   ", "default"],
    [null, "default"],
    [undefined, "default"],
    ["ink and copy paper", "ink"],
  ])("search %j picks %j", (search, expected) => {
    expect(pickFinderBanner(banners, search)?.id ?? null).toBe(expected);
  });

  it("falls back to a banner with empty searchTerms", () => {
    expect(pickFinderBanner([ink, emptyTerms], "staples")).toBe(emptyTerms);
  });

  it("returns null when nothing matches and there is no default", () => {
    expect(pickFinderBanner([ink, paper], "staples")).toBeNull();
    expect(pickFinderBanner([], "ink")).toBeNull();
  });

  it("matches terms with punctuation at their edges", () => {
    const cpp = { id: "cpp", searchTerms: ["c++"] };
    expect(pickFinderBanner([cpp], "c++ guide")).toBe(cpp);
    expect(pickFinderBanner([cpp], "abc++")).toBeNull();
  });

  it("treats search text literally, not as a pattern", () => {
    const dots = { id: "dots", searchTerms: ["a.b"] };
    expect(pickFinderBanner([dots], "axb")).toBeNull();
    expect(pickFinderBanner([dots], "(a.b)")).toBe(dots);
  });
});

describe("destinationFor", () => {
  const item = {
    destinationURL: "/rewards",
    actionOverridesByGroup: { business: "/sba/rewards", guest: "/rewards/join", registered: " " },
  };

  it.each<[string, string]>([
    ["business", "/sba/rewards"],
    ["BUSINESS", "/sba/rewards"],
    ["guest", "/rewards/join"],
    ["rewards", "/rewards"],
    ["registered", "/rewards"],
    ["constructor", "/rewards"],
    ["__proto__", "/rewards"],
  ])("group %j -> %j", (group, expected) => {
    expect(destinationFor(item, group)).toBe(expected);
  });

  it("uses destinationURL when there are no overrides", () => {
    expect(destinationFor({ destinationURL: "/deals" }, "business")).toBe("/deals");
  });
});

describe("isNewRewardsMember", () => {
  const now = new Date("2025-06-30T15:00:00Z");

  it.each<[string | null, boolean]>([
    [null, false],
    ["", false],
    ["not a date", false],
    ["2025-02-31", false],
    ["2025-06-30", true],
    ["2025-06-01", true],
    ["2025-04-01", true],
    ["2025-04-01T23:59:59Z", true],
    ["2025-03-31", false],
    ["2024-06-30", false],
    ["04/01/2025", true],
    ["3/31/2025", false],
    ["2025-07-02", true],
  ])("member since %j -> %j", (memberSince, expected) => {
    expect(isNewRewardsMember(memberSince, now)).toBe(expected);
  });

  it("is false for an invalid now", () => {
    expect(isNewRewardsMember("2025-06-01", new Date(Number.NaN))).toBe(false);
  });
});
