import { describe, expect, it } from "vitest";
import {
  formatCents,
  formatPriceDisplay,
  formatRewardsPoints,
  formatTime24To12,
  parseCents,
  toCents,
  wholeDollars,
} from "./money";

describe("parseCents", () => {
  it.each([
    [1999, 1999],
    [0, 0],
    [-0, 0],
    [-500, -500],
    ["1999", 1999],
    [" 1999 ", 1999],
    ["-500", -500],
    ["+42", 42],
    [12.5, 13],
    [-12.5, -13],
    [12.4, 12],
    ["12.5", 13],
    [-0.4, 0],
  ])("reads %j as %j cents", (input, expected) => {
    expect(Object.is(parseCents(input), expected)).toBe(true);
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [null],
    [undefined],
    [""],
    ["   "],
    ["abc"],
    ["12abc"],
    ["$12.00"],
    ["1,999"],
    ["1e3"],
    ["0x10"],
    ["Infinity"],
    [true],
    [{}],
    [[1999]],
  ])("treats %j as not a number", (input) => {
    expect(parseCents(input)).toBeNull();
  });

  it("treats a bigint as not a number (cents arrive as numbers or strings)", () => {
    expect(parseCents(BigInt(5))).toBeNull();
  });
});

describe("formatCents", () => {
  it.each([
    [123456, "$1,234.56"],
    [-500, "-$5.00"],
    [0, "$0.00"],
    [-0, "$0.00"],
    [1, "$0.01"],
    [-1, "-$0.01"],
    [99, "$0.99"],
    [100, "$1.00"],
    [1999, "$19.99"],
    [100000000, "$1,000,000.00"],
    ["1999", "$19.99"],
    [" -250 ", "-$2.50"],
    // Fractions of a cent round half away from zero.
    [1999.5, "$20.00"],
    [-1999.5, "-$20.00"],
    [-0.4, "$0.00"],
  ])("formats %j as %j (en-US)", (cents, expected) => {
    expect(formatCents(cents)).toBe(expected);
  });

  it("is exact for integer cents beyond the float-safe range", () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
    expect(formatCents(-Number.MAX_SAFE_INTEGER)).toBe("-$90,071,992,547,409.91");
    // Past 2^53 only even integers exist; every digit of this one must survive.
    expect(formatCents(2 ** 60 + 2 ** 8)).toBe("$11,529,215,046,068,472.32");
    expect(formatCents(1e21)).toBe("$10,000,000,000,000,000,000.00");
  });

  it.each([
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [null],
    [undefined],
    [""],
    ["abc"],
    ["12abc"],
    [{}],
    [false],
  ])("returns an empty string for %j", (value) => {
    expect(formatCents(value)).toBe("");
  });

  it.each([
    ["en-US", 123456, "$1,234.56"],
    ["en-CA", 123456, "$1,234.56"],
    ["fr-CA", 123456, "1 234,56 $"],
    ["en-US", -500, "-$5.00"],
    ["en-CA", -500, "-$5.00"],
    ["fr-CA", -500, "-5,00 $"],
    ["fr-CA", 0, "0,00 $"],
    ["fr-CA", 100000000, "1 000 000,00 $"],
    ["fr-CA", "1999", "19,99 $"],
  ])("formats in %s: %j -> %j", (locale, cents, expected) => {
    expect(formatCents(cents, locale)).toBe(expected);
  });

  it("uses plain spaces, never no-break spaces, in fr-CA", () => {
    expect(formatCents(123456, "fr-CA")).not.toMatch(/[\u00A0\u202F]/);
  });

  it("returns empty for non-numeric input in every locale", () => {
    expect(formatCents("n/a", "fr-CA")).toBe("");
    expect(formatCents(Number.NaN, "en-CA")).toBe("");
  });

  it("falls back to en-US for a malformed locale tag instead of throwing", () => {
    expect(formatCents(123456, "not a locale!")).toBe("$1,234.56");
  });
});

describe("formatPriceDisplay", () => {
  it.each([
    [123456, "$1,234.56"],
    [0, "$0.00"],
    [-500, "-$5.00"],
    ["1999", "$19.99"],
    [Number.NaN, "Price N/A"],
    [Number.POSITIVE_INFINITY, "Price N/A"],
    [null, "Price N/A"],
    [undefined, "Price N/A"],
    ["", "Price N/A"],
    ["abc", "Price N/A"],
  ])("shows %j as %j", (cents, expected) => {
    expect(formatPriceDisplay(cents)).toBe(expected);
  });
});

describe("wholeDollars", () => {
  it.each([
    [1299, "$12"],
    [1200, "$12"],
    [1201, "$12"],
    [99, "$0"],
    [0, "$0"],
    [100, "$1"],
    [123456789, "$1,234,567"],
    // Floor, not truncation: -0.01 dollars rounds down to -$1.
    [-1, "-$1"],
    [-1299, "-$13"],
    [-1200, "-$12"],
  ])("shows %j cents as %j", (cents, expected) => {
    expect(wholeDollars(cents)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])("returns an empty string for %j", (cents) => {
    expect(wholeDollars(cents)).toBe("");
  });
});

describe("formatRewardsPoints", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [999999, "999,999"],
    // "Above" one million: exactly one million keeps full digits.
    [1000000, "1,000,000"],
    [1000001, "1.0M"],
    [1500000, "1.5M"],
    [1250000, "1.3M"],
    [1240000, "1.2M"],
    [1999999, "2.0M"],
    [12345678, "12.3M"],
    [1234567890, "1,234.6M"],
    [-5000, "-5,000"],
    [12.6, "13"],
    [-0.4, "0"],
  ])("shows %j as %j", (points, expected) => {
    expect(formatRewardsPoints(points)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])("returns an empty string for %j", (points) => {
    expect(formatRewardsPoints(points)).toBe("");
  });
});

describe("toCents", () => {
  it.each([
    [0, 0],
    [-0, 0],
    [1, 100],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [1234.56, 123456],
    [-5, -500],
    [-19.99, -1999],
    [0.125, 13],
    // Symmetric with the positive case, unlike bare Math.round (-12).
    [-0.125, -13],
    [0.004, 0],
    [-0.004, 0],
    [1e12, 1e14],
  ])("converts %j dollars to %j cents", (dollars, expected) => {
    expect(Object.is(toCents(dollars), expected)).toBe(true);
  });

  it("passes non-finite input through so formatters render it as empty", () => {
    expect(toCents(Number.NaN)).toBeNaN();
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
    expect(formatCents(toCents(Number.NaN))).toBe("");
  });

  it("round-trips with formatCents", () => {
    expect(formatCents(toCents(1234.56))).toBe("$1,234.56");
  });
});

describe("formatTime24To12", () => {
  it.each([
    ["0930", "9:30 am"],
    ["1700", "5:00 pm"],
    ["0000", "12:00 am"],
    ["0001", "12:01 am"],
    ["1200", "12:00 pm"],
    ["1159", "11:59 am"],
    ["1201", "12:01 pm"],
    ["2359", "11:59 pm"],
    ["0100", "1:00 am"],
    ["1300", "1:00 pm"],
    [" 0930 ", "9:30 am"],
  ])("converts %j to %j", (input, expected) => {
    expect(formatTime24To12(input)).toBe(expected);
  });

  it.each([[""], ["930"], ["09300"], ["09:30"], ["2400"], ["2500"], ["0960"], ["12ab"], ["-930"], ["+930"], ["１２００"]])(
    "returns an empty string for invalid %j",
    (input) => {
      expect(formatTime24To12(input)).toBe("");
    },
  );

  it("returns an empty string for non-string input from untyped callers", () => {
    expect(formatTime24To12(930 as unknown as string)).toBe("");
    expect(formatTime24To12(null as unknown as string)).toBe("");
  });
});

describe("en-US text without Intl", () => {
  // formatCents, wholeDollars and formatRewardsPoints write en-US themselves (money.ts, "en-US number text"):
  // the text must be what Intl writes.
  const currency = (digits: number) =>
    new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const samples: number[] = [0, 1, -1, 99, 100, -100, 123456, -123456789, 9007199254740991];
  let seed = 11;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 48271) % 2147483647;
    const magnitude = 10 ** (seed % 13);
    samples.push(Math.round(((seed / 2147483647) * 2 - 1) * magnitude));
  }

  it("formatCents writes what Intl writes", () => {
    const format = currency(2);
    for (const cents of samples) {
      const decimal = `${cents < 0 ? "-" : ""}${(Math.abs(cents) / 100).toFixed(2)}`;
      if (Math.abs(cents) > Number.MAX_SAFE_INTEGER / 100) continue;
      expect([cents, formatCents(cents)]).toEqual([cents, format.format(decimal as unknown as number)]);
    }
  });

  it("wholeDollars writes what Intl writes", () => {
    const format = currency(0);
    for (const cents of samples) {
      const dollars = Math.floor(cents / 100);
      expect([cents, wholeDollars(cents)]).toEqual([cents, format.format(dollars === 0 ? 0 : dollars)]);
    }
  });

  it("formatRewardsPoints writes what Intl writes", () => {
    const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
    const millions = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const cents of samples) {
      const points = Math.abs(cents) / 7;
      const expected = points > 1_000_000 ? `${millions.format(points / 1_000_000)}M` : whole.format(points);
      expect([points, formatRewardsPoints(points)]).toEqual([points, expected]);
    }
  });
});
