/** Where a shopper goes to check out; signing in from a checkout drawer or overlay continues here. */
export const CHECKOUT_PATH = "/checkout";
