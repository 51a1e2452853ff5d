import { describe, expect, it } from "vitest";
import { holidayNoticeDismissed, holidayNoticeFor, holidayOrderByDay } from "./holiday-notice";

describe("holiday notice", () => {
  it("announces December 17th on a weekday, the Friday before on a weekend", () => {
    expect(holidayOrderByDay(2026)).toEqual({ year: 2026, month: 12, day: 17 }); // Thursday
    expect(holidayOrderByDay(2022)).toEqual({ year: 2022, month: 12, day: 16 }); // Saturday
    expect(holidayOrderByDay(2023)).toEqual({ year: 2023, month: 12, day: 15 }); // Sunday
  });

  it("shows from November 15th through the order-by day and not a day outside", () => {
    expect(holidayNoticeFor({ year: 2026, month: 11, day: 14 })).toBeNull();
    expect(holidayNoticeFor({ year: 2026, month: 11, day: 15 })).toEqual({ year: 2026, month: 12, day: 17 });
    expect(holidayNoticeFor({ year: 2026, month: 12, day: 3 })).toEqual({ year: 2026, month: 12, day: 17 });
    expect(holidayNoticeFor({ year: 2026, month: 12, day: 17 })).toEqual({ year: 2026, month: 12, day: 17 });
    expect(holidayNoticeFor({ year: 2026, month: 12, day: 18 })).toBeNull();
    expect(holidayNoticeFor({ year: 2023, month: 12, day: 16 })).toBeNull();
    expect(holidayNoticeFor({ year: 2027, month: 1, day: 2 })).toBeNull();
    expect(holidayNoticeFor({ year: 2026, month: 7, day: 4 })).toBeNull();
  });

  it("stays hidden only in the year it was dismissed", () => {
    expect(holidayNoticeDismissed("dismissed", "2026", 2026)).toBe(true);
    expect(holidayNoticeDismissed("dismissed", "2025", 2026)).toBe(false);
    expect(holidayNoticeDismissed(null, null, 2026)).toBe(false);
    expect(holidayNoticeDismissed("shown", "2026", 2026)).toBe(false);
    expect(holidayNoticeDismissed("dismissed", null, 2026)).toBe(false);
  });
});
