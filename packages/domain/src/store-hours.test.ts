import { describe, expect, it } from "vitest";
import { dayHoursText, storeOpenState, storeTime12, storeTimeZone, wallClock, weeklyHoursRows } from "./store-hours";
import type { WeeklyHours } from "./stores";

const WEEK: WeeklyHours = {
  mon: ["0800", "2100"],
  tue: ["0800", "2100"],
  wed: ["0800", "2100"],
  thu: ["0800", "2100"],
  fri: ["0800", "2100"],
  sat: ["0900", "1800"],
  sun: null,
};

// 2026-11-23 is a Monday. Boston is UTC-5 in November, Los Angeles UTC-8.
const boston = (iso: string) => new Date(`${iso}-05:00`);

describe("store time zones", () => {
  it("derives the zone from the state, Eastern when unknown", () => {
    expect(storeTimeZone("MA")).toBe("America/New_York");
    expect(storeTimeZone("ca")).toBe("America/Los_Angeles");
    expect(storeTimeZone("AZ")).toBe("America/Phoenix");
    expect(storeTimeZone("ZZ")).toBe("America/New_York");
  });

  it("reads the store's wall clock, not the server's", () => {
    const instant = new Date("2026-11-24T03:30:00Z"); // Mon 22:30 in Boston, Mon 19:30 in LA
    expect(wallClock(instant, "America/New_York")).toEqual({ day: "mon", minutes: 22 * 60 + 30 });
    expect(wallClock(instant, "America/Los_Angeles")).toEqual({ day: "mon", minutes: 19 * 60 + 30 });
    expect(wallClock(new Date("2026-11-24T05:00:00Z"), "America/New_York")).toEqual({ day: "tue", minutes: 0 });
  });
});

describe("12-hour time", () => {
  it("writes am and pm, noon and midnight", () => {
    expect(storeTime12("0800")).toBe("8:00 am");
    expect(storeTime12("2100")).toBe("9:00 pm");
    expect(storeTime12("1200")).toBe("12:00 pm");
    expect(storeTime12("0030")).toBe("12:30 am");
    expect(storeTime12("2400")).toBe("12:00 am");
    expect(dayHoursText(["0800", "2100"])).toBe("8:00 am - 9:00 pm");
    expect(dayHoursText(null)).toBe("Closed");
    expect(dayHoursText(["99", "x"] as never)).toBe("Closed");
  });

  it("lists the week Monday first", () => {
    expect(weeklyHoursRows(WEEK).map((r) => `${r.label} ${r.text}`)).toEqual([
      "Monday 8:00 am - 9:00 pm",
      "Tuesday 8:00 am - 9:00 pm",
      "Wednesday 8:00 am - 9:00 pm",
      "Thursday 8:00 am - 9:00 pm",
      "Friday 8:00 am - 9:00 pm",
      "Saturday 9:00 am - 6:00 pm",
      "Sunday Closed",
    ]);
  });
});

describe("open now", () => {
  it("is open during the day until closing time", () => {
    const s = storeOpenState(WEEK, "MA", boston("2026-11-23T10:00:00"));
    expect(s).toMatchObject({
      isOpen: true,
      storeStatus: "OPEN",
      statusText: "Open until 9:00 pm",
      todayHours: "8:00 am - 9:00 pm",
      storeOpenTime: "8:00 am",
      storeStatusTime: "9:00 pm",
      today: "mon",
    });
  });

  it("is closed before opening, and says when it opens today", () => {
    expect(storeOpenState(WEEK, "MA", boston("2026-11-23T07:59:00")).statusText).toBe("Closed · Opens 8:00 am");
  });

  it("closes at closing time and opens tomorrow", () => {
    const s = storeOpenState(WEEK, "MA", boston("2026-11-23T21:00:00"));
    expect(s).toMatchObject({
      isOpen: false,
      storeStatus: "CLOSED",
      statusText: "Closed · Opens 8:00 am tomorrow",
      storeStatusTime: "8:00 am",
    });
  });

  it("skips closed days: Saturday evening opens on Monday", () => {
    const s = storeOpenState(WEEK, "MA", boston("2026-11-28T19:00:00"));
    expect(s.statusText).toBe("Closed · Opens 8:00 am Monday");
    const sunday = storeOpenState(WEEK, "MA", boston("2026-11-29T12:00:00"));
    expect(sunday).toMatchObject({ todayHours: "Closed", storeOpenTime: "", statusText: "Closed · Opens 8:00 am tomorrow" });
  });

  it("uses the store's own zone: 10:30 pm in Boston is 7:30 pm in Los Angeles", () => {
    const instant = new Date("2026-11-24T03:30:00Z");
    expect(storeOpenState(WEEK, "MA", instant).isOpen).toBe(false);
    expect(storeOpenState(WEEK, "CA", instant)).toMatchObject({ isOpen: true, statusText: "Open until 9:00 pm" });
  });

  it("stays open across midnight into the next day", () => {
    const late: WeeklyHours = { ...WEEK, fri: ["1000", "0200"], sat: null };
    // Friday 23:30 and Saturday 01:30 are both inside Friday's shift
    expect(storeOpenState(late, "MA", boston("2026-11-27T23:30:00"))).toMatchObject({
      isOpen: true,
      statusText: "Open until 2:00 am",
    });
    const early = storeOpenState(late, "MA", boston("2026-11-28T01:30:00"));
    expect(early).toMatchObject({ isOpen: true, statusText: "Open until 2:00 am", todayHours: "Closed", today: "sat" });
    // Saturday 02:00: the shift is over and Saturday is closed
    expect(storeOpenState(late, "MA", boston("2026-11-28T02:00:00"))).toMatchObject({
      isOpen: false,
      statusText: "Closed · Opens 8:00 am Monday",
    });
  });

  it("is never open when every day is closed", () => {
    expect(storeOpenState({}, "MA", boston("2026-11-23T10:00:00"))).toMatchObject({
      isOpen: false,
      statusText: "Closed",
      storeStatusTime: "",
    });
  });
});
