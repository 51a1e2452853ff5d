import { readItem, writeItem } from "./safe-storage";

// The stored key `show-shipto-link` (cart spec section 3; decision 074): whether the shopper left
// quick buy's "Ship somewhere else?" open, showing the link to change the address quick buy ships
// to. Closed until the shopper opens it; anything but "true" reads as closed.

export const SHOW_SHIPTO_LINK_KEY = "show-shipto-link";

export function isShipToLinkShown(): boolean {
  return readItem("local", SHOW_SHIPTO_LINK_KEY) === "true";
}

export function rememberShipToLink(shown: boolean): void {
  writeItem("local", SHOW_SHIPTO_LINK_KEY, String(shown));
}
