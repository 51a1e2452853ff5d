import type { Translate } from "../../lib/i18n";

// The pickup service's fixed English (domain pickup.ts, store-hours.ts, stores.ts) in the page's
// language (decision 041): stock, pickup labels and store hours. English comes back as it was.

const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "15 in stock", "Out of stock at Natick", "Pick up today by 3 pm", "Open until 9:00 pm"... */
export function pickupText(text: string | null, t: Translate): string {
  if (!text) return text ?? "";
  let m = /^(\d+) in stock$/.exec(text);
  if (m) return t("{{count}} in stock", { count: m[1]! });
  m = /^Out of stock at (.+)$/.exec(text);
  if (m) return t("Out of stock at {{city}}", { city: m[1]! });
  m = /^Pick up today by (.+)$/.exec(text);
  if (m) return t("Pick up today by {{time}}", { time: m[1]! });
  m = /^Pick up (\w+)$/.exec(text);
  if (m && DAYS.includes(m[1]!)) return t("Pick up {{day}}", { day: t(m[1]!) });
  m = /^Open until (.+)$/.exec(text);
  if (m) return t("Open until {{time}}", { time: m[1]! });
  m = /^Closed · Opens (.+) tomorrow$/.exec(text);
  if (m) return t("Closed · Opens {{time}} tomorrow", { time: m[1]! });
  m = /^Closed · Opens (.+) (\w+day)$/.exec(text);
  if (m) return t("Closed · Opens {{time}} {{day}}", { time: m[1]!, day: t(m[2]!) });
  m = /^Closed · Opens (.+)$/.exec(text);
  if (m) return t("Closed · Opens {{time}}", { time: m[1]! });
  return t(text);
}

/** "Mon-Fri 8:00 am-9:00 pm; Sat 9:00 am-6:00 pm; Sun Closed": the days and "Closed" translated. */
export function hoursSummaryText(text: string, t: Translate): string {
  return text.replace(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Closed)\b/g, (word) => t(word));
}
