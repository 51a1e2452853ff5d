import { HOLIDAY_DISMISSED, holidayNoticeDismissed } from "@quire/domain";
import { readItem, writeItem } from "./safe-storage";

// The stored keys `holiday` and `holiday-year` (cart spec section 3; decision 074): the shopper
// dismissed the holiday-shipping notice in that year, so it stays hidden until next season.

export const HOLIDAY_KEY = "holiday";
export const HOLIDAY_YEAR_KEY = "holiday-year";

export function isHolidayNoticeDismissed(year: number): boolean {
  return holidayNoticeDismissed(readItem("local", HOLIDAY_KEY), readItem("local", HOLIDAY_YEAR_KEY), year);
}

export function dismissHolidayNotice(year: number): void {
  writeItem("local", HOLIDAY_KEY, HOLIDAY_DISMISSED);
  writeItem("local", HOLIDAY_YEAR_KEY, String(year));
}
