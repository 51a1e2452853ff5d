import type { TenantId } from "@quire/domain";

// Where the account area's pages live, and the pages of other issues it links to.

export const ACCOUNT_PATHS = {
  home: "/account",
  addresses: "/account/addresses",
  paymentMethods: "/account/payment-methods",
  password: "/account/password",
  messages: "/account/messages",
  forgotPassword: "/office/supplies/forgot-password",
  resetPassword: "/office/supplies/reset-password",
  trackOrder: "/orders/track",
  devMail: "/dev/mail",
} as const;

export const ADDRESS_FIELDS = [
  "firstName",
  "lastName",
  "organizationName",
  "address1",
  "address2",
  "city",
  "state",
  "zipCode",
  "phone",
  "extension",
] as const;

export function ordersPathFor(tenant: TenantId): string {
  return tenant === "advantage" ? "/cc/mmx/orders" : "/account/orders";
}

export function listsPathFor(tenant: TenantId): string {
  return tenant === "advantage" ? "/cc/mmx/list/mylists" : "/kuber/viewList?tid=US";
}

export function recentlyPurchasedPathFor(tenant: TenantId): string {
  return tenant === "advantage" ? "/cc/mmx/recently-purchased" : "/account/recently-purchased";
}
