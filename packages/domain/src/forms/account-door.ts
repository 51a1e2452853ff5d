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
}

/** What a form answers with the fields to refill: a refused form keeps what was typed (never a password). */
export interface AccountDoor {
  /** 401 UNAUTHORIZED for guests */
  profile(): Promise<DoorResult<AccountProfile>>;
  /** fields: firstName, lastName, email, phone */
  updateProfile(fields: Record<string, string>): Promise<DoorResult<AccountProfile>>;
  addresses(): Promise<DoorResult<SavedAddressView[]>>;
  /** the checkout's address fields; addressId set: that address is changed, else a new one is added */
  saveAddress(fields: Record<string, string>, addressId?: string): Promise<DoorResult<SavedAddressView>>;
  deleteAddress(addressId: string): Promise<DoorResult<null>>;
  makeDefaultAddress(addressId: string): Promise<DoorResult<null>>;
  /** fields: currentPassword, newPassword, confirmPassword; the other sessions of the user end */
  changePassword(fields: Record<string, string>): Promise<DoorResult<null>>;
  /** fields: email; the same answer whether an account uses it or not */
  requestPasswordReset(fields: Record<string, string>): Promise<DoorResult<null>>;
  /** whether a reset link's token can still be used (410 RESET_LINK_USED / RESET_LINK_EXPIRED, 404 RESET_LINK_UNKNOWN) */
  checkResetToken(token: string): Promise<DoorResult<null>>;
  /** fields: token, newPassword, confirmPassword */
  resetPassword(fields: Record<string, string>): Promise<DoorResult<null>>;
  /** the development outbox, newest first (404 in production) */
  outbox(): Promise<DoorResult<MailMessageView[]>>;
  /** fields: orderNumber, email */
  trackOrder(fields: Record<string, string>): Promise<DoorResult<TrackedOrder>>;
}

export const PASSWORD_RESET_SENT =
  "If an account uses that e-mail, we've sent a link to reset your password. It works once, for 30 minutes.";
export const TRACK_ORDER_NOT_FOUND = "We couldn't find an order with that number and e-mail";
