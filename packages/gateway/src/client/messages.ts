// The postMessage protocol between the framed card form and the store's page, and the ids of the
// card form's elements. No message ever carries a card number or security code.
// The store's page can import this module alone (`@quire/gateway/messages`): it has no server code.

export const GATEWAY_MESSAGE = {
  /** frame -> page, once its script runs: send the auth token now */
  ready: "quire-gateway:ready",
  /** page -> frame: the payment auth token's value (may be sent again, e.g. after a refresh) */
  auth: "quire-gateway:auth",
  /** page -> frame, when the frame's document has loaded: say ready and your height again (the page
   * may not have been listening when the frame first said them) */
  hello: "quire-gateway:hello",
  /** frame -> page: the card was tokenised */
  token: "quire-gateway:token",
  /** frame -> page: tokenising failed; the frame shows the message too */
  error: "quire-gateway:error",
  /** frame -> page: the frame's content height in CSS pixels changed */
  height: "quire-gateway:height",
} as const;

export type GatewayFrameMessage =
  | { type: typeof GATEWAY_MESSAGE.ready }
  | {
      type: typeof GATEWAY_MESSAGE.token;
      token: string;
      brand: string;
      last4: string;
      /** 0 with expiryYear 0 for a store card entered without an expiry date */
      expiryMonth: number;
      expiryYear: number;
    }
  | {
      type: typeof GATEWAY_MESSAGE.error;
      /** AUTH_FAILURE, PAYMENT_OPERATION_FAILED, PAYMENT_EXPIRED, INVALID_REQUEST (from the gateway);
       * AUTH_DATA_NOT_AVAILABLE (no auth token received yet); SPAY_API_FAILURE (network failure or 5xx) */
      code: string;
      message: string;
    }
  | { type: typeof GATEWAY_MESSAGE.height; height: number };

export type StorefrontFrameMessage =
  { type: typeof GATEWAY_MESSAGE.auth; authToken: string } | { type: typeof GATEWAY_MESSAGE.hello };

export const CARD_FORM_IDS = {
  form: "card-form",
  frame: "card-frame",
  summary: "card-errors",
  status: "card-status",
  submit: "card-submit",
  brand: "card-number-brand",
  cvvHint: "card-cvv-hint",
  fields: { number: "card-number", expiry: "card-expiry", cvv: "card-cvv" },
} as const;
