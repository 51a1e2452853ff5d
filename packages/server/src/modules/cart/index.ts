// The cart module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { alternatesRoutes } from "./alternates.routes";
export { BLOCKED_BY_POLICY, ITEM_ID, isBlocked, lineProduct } from "./cart-line-rules";
export { hashOwnerToken, newCartRow } from "./cart-ownership";
export type { CartViewer } from "./cart-ownership";
export { CartViewService } from "./cart-view.service";
export type { CartState, RequestEffects } from "./cart-view.service";
export { cartPageDoor } from "./cart.page-door";
export * as cartRows from "./cart-rows";
export type { CartItemRow, CartOwner, CartProductRow } from "./cart.repository";
export { CART_COOKIE, cartViewerOf, contextOf, send, setNewCartCookie, yourStoreOf } from "./cart-request";
export { cartCommands, cartPageCommands } from "./cart.commands";
export { cartRoutes } from "./cart.routes";
export { parseAddItems } from "./cart.schema";
export { CartService } from "./cart.service";
export type { CartRequestContext, CartResult } from "./cart.service";
export { precheckoutRoutes } from "./precheckout.routes";
export { savedItemsRoutes } from "./saved-items.routes";
