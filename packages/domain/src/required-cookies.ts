// The cookies the store sets, all required for it to work (the footer's required-cookies modal
// and the /legal/cookies page list them). There are no advertising or tracking cookies.

export interface RequiredCookie {
  name: string;
  purpose: string;
  lifetime: string;
}

export const REQUIRED_COOKIES: readonly RequiredCookie[] = [
  {
    name: "quire_session",
    purpose: "Keeps you signed in and remembers your session.",
    lifetime: "Until you sign out; ends after a few idle hours",
  },
  { name: "quire_csrf", purpose: "Proves that a form was sent from this store, not from another site.", lifetime: "The session" },
  { name: "quire_cart", purpose: "Keeps your cart between visits.", lifetime: "2 years" },
  { name: "quire_device", purpose: "Recognises a device you have signed in on, to protect your account.", lifetime: "1 year" },
  { name: "YourStore", purpose: "Remembers the store you chose for pickup.", lifetime: "2 years" },
  {
    name: "quire_alt_opt_out",
    purpose: "Remembers that you asked not to see alternatives for sold-out items.",
    lifetime: "30 days",
  },
];

export const REQUIRED_COOKIES_PATH = "/legal/cookies";
