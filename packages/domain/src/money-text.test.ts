import { describe, expect, it } from "vitest";
import { fitsFixedEnUs, formatCount, formatFixedEnUs, groupThousands } from "./money";

// Each function is compared with what Intl.NumberFormat("en-US") writes for the same value.
const intl = (digits: number) => new Intl.NumberFormat("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

function sampleValues(): number[] {
  const values = [0, -0, 0.5, -0.5, 0.05, 0.45, 1.45, 1.05, 2.675, 9.995, 99.95, 999.5, 999_999.95, 1e6, 1e15, 123456789.125];
  let seed = 7;
  const next = () => {
    seed = (seed * 48271) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 12);
    const value = (next() - 0.5) * 2 * magnitude;
    values.push(value, Math.round(value), Math.round(value * 100) / 100, Math.round(value * 1000) / 1000);
  }
  return values;
}

describe("groupThousands", () => {
  it("puts a comma between every three digits from the right", () => {
    expect(groupThousands("0")).toBe("0");
    expect(groupThousands("999")).toBe("999");
    expect(groupThousands("1000")).toBe("1,000");
    expect(groupThousands("123456789012345678901234")).toBe("123,456,789,012,345,678,901,234");
  });
});

describe("formatFixedEnUs", () => {
  for (const digits of [0, 1, 2, 3]) {
    it(`writes ${digits} decimals as Intl does`, () => {
      const format = intl(digits);
      for (const value of sampleValues()) {
        if (!fitsFixedEnUs(value)) continue;
        expect([value, formatFixedEnUs(value, digits)]).toEqual([value, format.format(value)]);
      }
    });
  }

  it("rounds ties away from zero on the decimal the number is written as", () => {
    expect(formatFixedEnUs(1.45, 1)).toBe("1.5");
    expect(formatFixedEnUs(-1.45, 1)).toBe("-1.5");
    expect(formatFixedEnUs(9.995, 2)).toBe("10.00");
    expect(formatFixedEnUs(-0.4, 0)).toBe("-0");
  });

  it("leaves exponent-written values to Intl", () => {
    expect(fitsFixedEnUs(1e21)).toBe(false);
    expect(fitsFixedEnUs(1e-7)).toBe(false);
    expect(fitsFixedEnUs(Number.NaN)).toBe(false);
    expect(fitsFixedEnUs(123.5)).toBe(true);
  });
});

describe("formatCount", () => {
  it("writes whole counts as toLocaleString does", () => {
    for (const value of sampleValues()) {
      const whole = Math.trunc(value);
      expect(formatCount(whole)).toBe(whole.toLocaleString("en-US"));
    }
  });

  it("hands anything else to toLocaleString", () => {
    expect(formatCount(1.2345)).toBe((1.2345).toLocaleString("en-US"));
    expect(formatCount(Number.NaN)).toBe("NaN");
  });
});
