import type { CartFormRefusal } from "../../lib/cart-form";

// What the rewards pages' forms and their route actions share: the paths and a refusal's shape
// (every page form's refusal: which form, which offer, the service's words and what was typed).

export const JOIN_PATH = "/rewards/join";
export const DASHBOARD_PATH = "/rewards/dashboard";

export type RewardsFormRefusal = Omit<CartFormRefusal, "cart">;
export const MEMBERSHIP_PATH = "/membership";
