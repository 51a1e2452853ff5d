// What other modules may read and change of a cart's rows with their own db or transaction: checkout
// reads the cart, locks it, places the order and empties it in one transaction; a reorder fills a
// new cart; quick order looks items up as the cart does. Each is a named function here, so the
// cart's repository stays the cart's own and this list says what leaves the module.
export type { CartItemRow, CartOwner, CartProductRow, CartRow } from "./cart.repository";
export {
  addCartCoupon,
  deleteCart,
  findCartOf,
  findCartProducts,
  findProductsOfCart,
  insertCart,
  insertCartItem,
  listCartItems,
  lockCart,
  findCartForChange,
  touchCart,
} from "./cart.repository";
