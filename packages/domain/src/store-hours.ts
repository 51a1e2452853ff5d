import { formatTime24To12 } from "./money";
import { WEEKDAY_KEYS, type WeekdayKey, type WeeklyHours } from "./stores";

// A store's hours as a shopper reads them: today's hours in 12-hour time and whether it is open
// now, at a given instant in the store's own time zone (derived from its state). A day's hours may
// run past midnight ("2200"-"0200"): the late part belongs to the day the shift started on.

/** The main IANA time zone of each US state (a state split between zones takes its most populous one). */
// prettier-ignore
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  CT: "America/New_York", DE: "America/New_York", DC: "America/New_York", FL: "America/New_York", GA: "America/New_York",
  ME: "America/New_York", MD: "America/New_York", MA: "America/New_York", MI: "America/Detroit", NH: "America/New_York",
  NJ: "America/New_York", NY: "America/New_York", NC: "America/New_York", OH: "America/New_York", PA: "America/New_York",
  RI: "America/New_York", SC: "America/New_York", VT: "America/New_York", VA: "America/New_York", WV: "America/New_York",
  IN: "America/Indiana/Indianapolis", KY: "America/New_York", PR: "America/Puerto_Rico", VI: "America/St_Thomas",
  AL: "America/Chicago", AR: "America/Chicago", IL: "America/Chicago", IA: "America/Chicago", KS: "America/Chicago",
  LA: "America/Chicago", MN: "America/Chicago", MS: "America/Chicago", MO: "America/Chicago", NE: "America/Chicago",
  ND: "America/Chicago", OK: "America/Chicago", SD: "America/Chicago", TN: "America/Chicago", TX: "America/Chicago",
  WI: "America/Chicago", AZ: "America/Phoenix", CO: "America/Denver", ID: "America/Boise", MT: "America/Denver",
  NM: "America/Denver", UT: "America/Denver", WY: "America/Denver", CA: "America/Los_Angeles", NV: "America/Los_Angeles",
  OR: "America/Los_Angeles", WA: "America/Los_Angeles", AK: "America/Anchorage", HI: "Pacific/Honolulu",
  GU: "Pacific/Guam", AS: "Pacific/Pago_Pago", MP: "Pacific/Saipan",
};

/** The store's time zone; Eastern (the default store's) for an unknown state. */
export function storeTimeZone(state: string): string {
  return STATE_TIME_ZONES[state.trim().toUpperCase()] ?? "America/New_York";
}

const WEEKDAY_BY_SHORT: Record<string, WeekdayKey> = {
  Mon: "mon",
  Tue: "tue",
  Wed: "wed",
  Thu: "thu",
  Fri: "fri",
  Sat: "sat",
  Sun: "sun",
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The weekday and minutes past midnight at `instant` on the wall clock of `timeZone`. */
export function wallClock(instant: Date, timeZone: string): { day: WeekdayKey; minutes: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    formatters.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, p.value]));
  const hour = Number(parts.hour) % 24;
  return { day: WEEKDAY_BY_SHORT[parts.weekday ?? "Mon"] ?? "mon", minutes: hour * 60 + Number(parts.minute) };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4));
const VALID_HHMM = /^([01]\d|2[0-3])[0-5]\d$/;
const validHours = (h: [string, string] | null | undefined): h is [string, string] =>
  Array.isArray(h) && VALID_HHMM.test(h[0]) && (VALID_HHMM.test(h[1]) || h[1] === "2400") && h[0] !== h[1];

const previousDay = (day: WeekdayKey): WeekdayKey => WEEKDAY_KEYS[(WEEKDAY_KEYS.indexOf(day) + 6) % 7]!;
const nextDay = (day: WeekdayKey, n = 1): WeekdayKey => WEEKDAY_KEYS[(WEEKDAY_KEYS.indexOf(day) + n) % 7]!;

export const WEEKDAY_NAMES: Readonly<Record<WeekdayKey, string>> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** "0900" -> "9:00 am"; "2400" (the end of the day) -> "12:00 am". */
export function storeTime12(hhmm: string): string {
  return hhmm === "2400" ? "12:00 am" : formatTime24To12(hhmm);
}

/** One day's hours as shown: "8:00 am - 9:00 pm", or "Closed". */
export function dayHoursText(hours: [string, string] | null | undefined): string {
  return validHours(hours) ? `${storeTime12(hours[0])} - ${storeTime12(hours[1])}` : "Closed";
}

export interface StoreOpenState {
  /** the spec's storeStatus: "OPEN" or "CLOSED" */
  storeStatus: "OPEN" | "CLOSED";
  isOpen: boolean;
  /** today's hours in the store's zone, "8:00 am - 9:00 pm" or "Closed" (the spec's workingHours text) */
  todayHours: string;
  /** the spec's StoreOpenTime: today's opening time, "8:00 am", or "" on a closed day */
  storeOpenTime: string;
  /** the spec's storeStatusTime: when the status next changes, "9:00 pm" (closes) or "8:00 am" (opens); "" if never */
  storeStatusTime: string;
  /** what the locator shows: "Open until 9:00 pm", "Closed · Opens 8:00 am tomorrow", "Closed · Opens 9:00 am Monday" */
  statusText: string;
  /** the store's weekday now */
  today: WeekdayKey;
}

/** Whether the store is open at `instant` on its own clock, today's hours and when that changes next. */
export function storeOpenState(hours: WeeklyHours, state: string, instant: Date): StoreOpenState {
  const { day, minutes } = wallClock(instant, storeTimeZone(state));
  const today = hours[day];
  const yesterday = hours[previousDay(day)];
  const todayHours = dayHoursText(today);
  const storeOpenTime = validHours(today) ? storeTime12(today[0]) : "";
  const base = { todayHours, storeOpenTime, today: day };

  // still inside yesterday's shift that ran past midnight
  if (validHours(yesterday) && toMinutes(yesterday[1]) < toMinutes(yesterday[0]) && minutes < toMinutes(yesterday[1])) {
    const closes = storeTime12(yesterday[1]);
    return { ...base, storeStatus: "OPEN", isOpen: true, storeStatusTime: closes, statusText: `Open until ${closes}` };
  }
  if (validHours(today)) {
    const open = toMinutes(today[0]);
    const close = toMinutes(today[1]);
    const overnight = close < open;
    if (minutes >= open && (overnight || minutes < close)) {
      const closes = storeTime12(today[1]);
      return { ...base, storeStatus: "OPEN", isOpen: true, storeStatusTime: closes, statusText: `Open until ${closes}` };
    }
    if (minutes < open) {
      const opens = storeTime12(today[0]);
      return { ...base, storeStatus: "CLOSED", isOpen: false, storeStatusTime: opens, statusText: `Closed · Opens ${opens}` };
    }
  }
  // closed for the rest of today: the next day with hours
  for (let n = 1; n <= 7; n++) {
    const next = nextDay(day, n);
    const h = hours[next];
    if (validHours(h)) {
      const opens = storeTime12(h[0]);
      const when = n === 1 ? "tomorrow" : WEEKDAY_NAMES[next];
      return {
        ...base,
        storeStatus: "CLOSED",
        isOpen: false,
        storeStatusTime: opens,
        statusText: `Closed · Opens ${opens} ${when}`,
      };
    }
  }
  return { ...base, storeStatus: "CLOSED", isOpen: false, storeStatusTime: "", statusText: "Closed" };
}

/** The week as rows for a store page: Monday first, each day's hours or "Closed". */
export function weeklyHoursRows(hours: WeeklyHours): { day: WeekdayKey; label: string; text: string }[] {
  return WEEKDAY_KEYS.map((day) => ({ day, label: WEEKDAY_NAMES[day], text: dayHoursText(hours[day]) }));
}
