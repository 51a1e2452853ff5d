import type { QuickOrderAnswer } from "../quick-order";

/**
 * Quick order's page (/cc/mmx/quick-order) and its drawer (decision 043): the pasted text is
 * checked line by line and, unless validateOnly, its good lines are added to the cart in one add.
 * 401 UNAUTHORIZED for guests, 403 FORBIDDEN outside a business account; a text with no entries or
 * too many is a 400 with `fields.text`.
 */
export interface QuickOrderCommandAnswers {
  /** text, validateOnly ("true": only checks) */
  "quick-order.order": QuickOrderAnswer;
}
