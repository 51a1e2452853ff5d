import { formatTime24To12 } from "./money";

export const WEEKDAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];
/** Opening and closing time per day as 4-digit 24-hour strings; null when closed. */
export type WeeklyHours = Partial<Record<WeekdayKey, [string, string] | null>>;

export interface StoreDirectoryEntry {
  storeNumber: string;
  name: string;
  address: { addressLine1: string; city: string; state: string; zipcode: string };
  phone: string;
  workingHours: WeeklyHours;
}

export interface StoreReader {
  directory(): Promise<StoreDirectoryEntry[]>;
}

const DAY_LABEL: Record<WeekdayKey, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

/** "Mon-Fri 8:00 am-9:00 pm; Sat 9:00 am-9:00 pm; Sun Closed": consecutive days with equal hours are grouped. */
export function summariseHours(hours: WeeklyHours): string {
  const text = (day: WeekdayKey) => {
    const h = hours[day];
    return h ? `${formatTime24To12(h[0])}-${formatTime24To12(h[1])}` : "Closed";
  };
  const groups: { from: WeekdayKey; to: WeekdayKey; text: string }[] = [];
  for (const day of WEEKDAY_KEYS) {
    const last = groups[groups.length - 1];
    const t = text(day);
    if (last && last.text === t) last.to = day;
    else groups.push({ from: day, to: day, text: t });
  }
  return groups.map((g) => `${DAY_LABEL[g.from]}${g.from === g.to ? "" : `-${DAY_LABEL[g.to]}`} ${g.text}`).join("; ");
}

/** One store as the locator call and pages show it (spec Store fields, plus what the pages draw). */
export interface LocatorStore {
  storeNumber: string;
  name: string;
  address: { addressLine1: string; city: string; state: string; zipcode: string };
  /** the address on one line: "1400 Worcester St, Natick, MA 01760" */
  addressLine: string;
  /** the store is in service (takes shoppers and pickups) */
  isAvailable: boolean;
  /** today's hours in the store's zone, 12-hour time: "8:00 am - 9:00 pm" or "Closed" */
  workingHours: string;
  /** the week's opening and closing times (24-hour "0800"/"2100"; null when closed) */
  weeklyHours: WeeklyHours;
  storeStatus: "OPEN" | "CLOSED";
  /** today's opening time, "8:00 am" ("" on a closed day) */
  StoreOpenTime: string;
  /** when the status next changes: closing time when open, next opening time when closed */
  storeStatusTime: string;
  /** "Open until 9:00 pm", "Closed · Opens 8:00 am tomorrow" */
  statusText: string;
  /** the distance from the searched place in miles (one decimal); the spec's radius */
  radius: number;
  distance: number;
  latitude: number;
  longitude: number;
  phone: string;
  /** the store's IANA time zone */
  timeZone: string;
}

/** The searched place: where distances are measured from. */
export interface LocatorPlace {
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  zipCode: string;
}

export interface LocatorResults {
  status: "SUCCESS";
  stores: LocatorStore[];
  /** the searched place, when the search was by address */
  place: LocatorPlace | null;
  /** the radius used, in miles */
  radius: number;
}

/** "https://www.google.com/maps/dir/?api=1&destination=42.2875,-71.3574" */
export function directionsUrl(store: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
}
