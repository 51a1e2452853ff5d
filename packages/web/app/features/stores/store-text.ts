import type { Translate } from "../../lib/i18n";

// The stores service's fixed English (@quire/domain store-search.ts, store-hours.ts; the server's
// stores refusals) in the page's language (decision 041). English comes back as it was.

/** A refusal or search error of the stores service: fixed sentences, each a catalogue key. */
export function storeLocatorText(message: string, t: Translate): string {
  return t(message);
}

/** "Open until 9:00 pm", "Closed · Opens 8:00 am tomorrow", "8:00 am - 9:00 pm", "Closed". */
export function storeHoursText(text: string, t: Translate): string {
  let m = /^Open until (.+)$/.exec(text);
  if (m) return t("Open until {{time}}", { time: m[1]! });
  m = /^Closed · Opens (.+) tomorrow$/.exec(text);
  if (m) return t("Closed · Opens {{time}} tomorrow", { time: m[1]! });
  m = /^Closed · Opens (.+) (\w+day)$/.exec(text);
  if (m) return t("Closed · Opens {{time}} {{day}}", { time: m[1]!, day: t(m[2]!) });
  m = /^Closed · Opens (.+)$/.exec(text);
  if (m) return t("Closed · Opens {{time}}", { time: m[1]! });
  return t(text);
}
