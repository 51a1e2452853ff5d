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
