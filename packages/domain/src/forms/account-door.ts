import type { OrderPickupView } from "../checkout/checkout-view";
import type { DoorResult } from "./page-doors";

// The account area, password reset, the development mail outbox and order tracking (decision
// 037). Fields arrive as the forms posted them; the server checks them with the same
// schemas as the domain's requests.

export interface AccountProfile {
  firstName: string;
  lastName: string;
  email: string;
  /** digits only; "" when none is kept */
  phone: string;
  tenant: "dotcom" | "advantage";
  /** a consumer who has joined rewards (the area links to the rewards dashboard) */
  rewardsMember: boolean;
}

export interface SavedAddressView {
  id: string;
  firstName: string;
  lastName: string;
  organizationName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  /** digits only */
  phone: string;
  isDefault: boolean;
}

export interface MailMessageView {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** the message's link (a reset link), shown as a link on /dev/mail */
  link: string | null;
  sentAt: string;
}

export interface TrackedOrder {
  orderNumber: string;
  status: string;
  placedAt: string;
  totalCents: number;
  /** the shipping city and state (never the street); null when the order was picked up or none was kept */
  shippingCity: string | null;
  items: { name: string; qty: number }[];
  itemCount: number;
  /** each store's in-store pickup of the order, preparing or ready (decision 079) */
  pickups: OrderPickupView[];
}

/** The account area's, a reset link's and the outbox's reads (their changes are commands: AccountCommandAnswers). */
export interface AccountDoor {
  /** 401 UNAUTHORIZED for guests */
  profile(): Promise<DoorResult<AccountProfile>>;
  addresses(): Promise<DoorResult<SavedAddressView[]>>;
  /** whether a reset link's token can still be used (410 RESET_LINK_USED / RESET_LINK_EXPIRED, 404 RESET_LINK_UNKNOWN) */
  checkResetToken(token: string): Promise<DoorResult<null>>;
  /** the development outbox, newest first (404 in production) */
  outbox(): Promise<DoorResult<MailMessageView[]>>;
}

/**
 * The account area's and password reset's commands and what each answers a page. A refused form
 * keeps what was typed (never a password); the account area's answer 401 UNAUTHORIZED for guests.
 */
export interface AccountCommandAnswers {
  /** fields: firstName, lastName, email, phone */
  "account.update-profile": AccountProfile;
  /** the checkout's address fields; addressId set: that address is changed, else a new one is added; addressConfirmed ("on") keeps it as typed */
  "account.save-address": SavedAddressView;
  /** fields: addressId */
  "account.delete-address": null;
  /** fields: addressId */
  "account.make-default-address": null;
  /** fields: currentPassword, newPassword, confirmPassword; the other sessions of the user end */
  "account.change-password": null;
  /** fields: email; the same answer whether an account uses it or not */
  "account.request-password-reset": null;
  /** fields: token, newPassword, confirmPassword */
  "account.reset-password": null;
}

/** Track order's command: fields orderNumber, email (guests too; limited per client address). */
export interface OrderTrackingCommandAnswers {
  "order-tracking.track": TrackedOrder;
}

export const PASSWORD_RESET_SENT =
  "If an account uses that e-mail, we've sent a link to reset your password. It works once, for 30 minutes.";
export const TRACK_ORDER_NOT_FOUND = "We couldn't find an order with that number and e-mail";
