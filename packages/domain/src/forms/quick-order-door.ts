import type { QuickOrderAnswer } from "../quick-order";
import type { DoorResult } from "./page-doors";

/**
 * Quick order's page (/cc/mmx/quick-order) and its drawer (decision 043): the pasted text is
 * checked line by line and, unless validateOnly, its good lines are added to the cart in one add.
 * 401 UNAUTHORIZED for guests, 403 FORBIDDEN outside a business account; a text with no entries or
 * too many is a 400 with `fields.text`.
 */
export interface QuickOrderDoor {
  order(text: string, validateOnly: boolean): Promise<DoorResult<QuickOrderAnswer>>;
}
