// What signing in did to the carts (the guest cart merged into the account cart). Returned by
// POST /api/auth/login and shown to the shopper; the merged cart also carries CART_AUTO_MERGE.

export interface MergeReport {
  /** guest lines that moved into the account cart, with the quantity that moved */
  merged: { itemId: string; name: string | null; qtyAdded: number; qtyAfter: number }[];
  /** guest lines that could not move in full: qtyAdded may be 0; code and message say why */
  notMerged: { itemId: string; name: string | null; requestedQty: number; qtyAdded: number; code: string; message: string }[];
  /** coupons carried over from the guest cart */
  couponsAdded: string[];
}
