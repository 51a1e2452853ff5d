import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { HolidayNotice } from "./holiday-notice";

// Noon local time, so the calendar day is the same in any time zone the test runs in.
const day = (year: number, month: number, date: number) => () => new Date(year, month - 1, date, 12);

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("HolidayNotice", () => {
  it("tells the shopper the order-by day in season, and stores the dismissal for the year", () => {
    render(<HolidayNotice now={day(2026, 12, 3)} />);
    const notice = screen.getByRole("complementary", { name: "Holiday shipping" });
    expect(notice.textContent).toContain("Order by December 17 for delivery by Christmas.");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss the holiday shipping notice" }));
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(localStorage.getItem("holiday")).toBe("dismissed");
    expect(localStorage.getItem("holiday-year")).toBe("2026");
  });

  it("stays hidden after a dismissal that year, and shows again the next season", () => {
    localStorage.setItem("holiday", "dismissed");
    localStorage.setItem("holiday-year", "2026");
    render(<HolidayNotice now={day(2026, 12, 10)} />);
    expect(screen.queryByRole("complementary")).toBeNull();
    cleanup();
    render(<HolidayNotice now={day(2027, 11, 20)} />);
    expect(screen.getByRole("complementary", { name: "Holiday shipping" }).textContent).toContain("Order by December 17");
  });

  it("shows nothing out of season", () => {
    render(<HolidayNotice now={day(2026, 12, 20)} />);
    expect(screen.queryByRole("complementary")).toBeNull();
    expect(localStorage.getItem("holiday")).toBeNull();
  });
});
