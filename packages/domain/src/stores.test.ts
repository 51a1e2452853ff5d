import { describe, expect, it } from "vitest";
import { summariseHours } from "./stores";

describe("summariseHours", () => {
  it("groups consecutive days with the same hours", () => {
    const weekday: [string, string] = ["0800", "2100"];
    expect(
      summariseHours({ mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: ["0900", "2100"], sun: null }),
    ).toBe("Mon-Fri 8:00 am-9:00 pm; Sat 9:00 am-9:00 pm; Sun Closed");
  });
  it("treats missing days as closed", () => {
    expect(summariseHours({ mon: ["1000", "1800"] })).toBe("Mon 10:00 am-6:00 pm; Tue-Sun Closed");
  });
});
