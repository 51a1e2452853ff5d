// The cart's holiday-shipping notice (decision 074): during the season a shopper is told the last
// day to order for delivery by Christmas. Dates are calendar days in the shopper's own clock, so
// the rule takes the year, month and day rather than an instant.

/** the first day the notice shows, as [month (1-12), day] */
export const HOLIDAY_SEASON_START: readonly [number, number] = [11, 15];
/** the latest order-by day in December: standard ground still arrives by the 24th */
export const HOLIDAY_ORDER_BY_DAY = 17;
/** the value the stored key `holiday` takes once the notice is dismissed */
export const HOLIDAY_DISMISSED = "dismissed";

export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/**
 * The order-by day for a year: December 17th, or the Friday before when it falls on a weekend
 * (carriers pick up on weekdays).
 */
export function holidayOrderByDay(year: number): CalendarDay {
  const weekday = new Date(Date.UTC(year, 11, HOLIDAY_ORDER_BY_DAY)).getUTCDay();
  const back = weekday === 6 ? 1 : weekday === 0 ? 2 : 0;
  return { year, month: 12, day: HOLIDAY_ORDER_BY_DAY - back };
}

/**
 * The order-by day to announce on `today`, or null out of season. The season runs from November
 * 15th through the order-by day itself: after it the notice would promise what no longer holds.
 */
export function holidayNoticeFor(today: CalendarDay): CalendarDay | null {
  const [startMonth, startDay] = HOLIDAY_SEASON_START;
  const orderBy = holidayOrderByDay(today.year);
  const key = (d: CalendarDay) => d.month * 100 + d.day;
  if (key(today) < startMonth * 100 + startDay || key(today) > key(orderBy)) return null;
  return orderBy;
}

/** Whether the stored keys `holiday` and `holiday-year` hide the notice in `year`. */
export function holidayNoticeDismissed(holiday: string | null, holidayYear: string | null, year: number): boolean {
  return holiday === HOLIDAY_DISMISSED && holidayYear === String(year);
}
