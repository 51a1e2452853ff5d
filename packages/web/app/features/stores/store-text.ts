import type { Translate } from "../../lib/i18n";
import { pickupText } from "../pickup/pickup-text";

// The stores service's fixed English (@quire/domain store-search.ts, store-hours.ts; the server's
// stores refusals) in the page's language (decision 041). English comes back as it was.

/** A refusal or search error of the stores service: fixed sentences, each a catalogue key. */
export function storeLocatorText(message: string, t: Translate): string {
  return t(message);
}

/** "Open until 9:00 pm", "Closed · Opens 8:00 am tomorrow", "8:00 am - 9:00 pm", "Closed". */
export function storeHoursText(text: string, t: Translate): string {
  return pickupText(text, t);
}
