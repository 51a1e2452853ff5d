// The checkout module's only door: other modules, app.ts and the server's other folders import from here,
// never from the files beside it.
export { appliedPaymentsRoutes } from "./applied-payments.routes";
export { AppliedPaymentsService } from "./applied-payments.service";
export { cardTokeniseLimit } from "./card-tokenise-limit";
export { checkoutPageDoor, ordersPageDoor } from "./checkout.page-door";
export { insertAddress, updateAddress } from "./checkout.repository";
export type { AddressRow } from "./checkout.repository";
export { shopperOfRequest } from "./checkout-request";
export { checkoutCommands, checkoutPageCommands } from "./checkout.commands";
export { checkoutRoutes } from "./checkout.routes";
export { CheckoutService, assertDeliverable, assertZipMatches } from "./checkout.service";
export { OrderConfirmationMail } from "./order-confirmation-mail";
export { OrderPlacementService } from "./order-placement.service";
export { OrdersService } from "./orders.service";
export { savedCardsPageDoor } from "./saved-cards.page-door";
export { WalletPaymentService } from "./wallet-payment.service";
export { walletRoutes } from "./wallet.routes";
