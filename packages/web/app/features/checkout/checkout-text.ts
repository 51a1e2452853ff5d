import type { Translate } from "../../lib/i18n";
import type { CheckoutRefusal } from "./components/checkout-model";

// The checkout's messages from the domain and the server are English sentences (decision 041: the
// domain's words stay English). Fixed ones are catalogue keys as they are; the few built with
// values are read back into a key with placeholders here, so a Spanish page can say them.

type Shape = { pattern: RegExp; say: (t: Translate, m: RegExpMatchArray) => string };

const SHAPES: Shape[] = [
  { pattern: /^(.+) is required$/, say: (t, m) => t("{{label}} is required", { label: t(m[1]!) }) },
  {
    pattern: /^(.+) must be (\d+) characters or fewer$/,
    say: (t, m) => t("{{label}} must be {{max}} characters or fewer", { label: t(m[1]!), max: m[2]! }),
  },
  {
    pattern: /^We couldn't match the city and state to ZIP code (\S+)\. Did you mean (.+), ([A-Z]{2})\?$/,
    say: (t, m) =>
      t("We couldn't match the city and state to ZIP code {{zipCode}}. Did you mean {{city}}, {{state}}?", {
        zipCode: m[1]!,
        city: m[2]!,
        state: m[3]!,
      }),
  },
  {
    pattern: /^A card nickname can have at most (\d+) characters\.$/,
    say: (t, m) => t("A card nickname can have at most {{max}} characters.", { max: m[1]! }),
  },
  {
    pattern: /^Gift card ending in (\d{4}) has a balance of (\$[\d,.]+)\.$/,
    say: (t, m) => t("Gift card ending in {{last4}} has a balance of {{amount}}.", { last4: m[1]!, amount: m[2]! }),
  },
  {
    pattern: /^Only (\$[\d,.]+) of points could be applied: the rest of the order is paid by card\.$/,
    say: (t, m) => t("Only {{amount}} of points could be applied: the rest of the order is paid by card.", { amount: m[1]! }),
  },
  {
    pattern: /^Please choose one delivery for (.+)\.$/,
    say: (t, m) => t("Please choose one delivery for {{name}}.", { name: m[1]! }),
  },
  {
    pattern: /^Sorry, (.+) can't be ordered in that quantity\.$/,
    say: (t, m) => t("Sorry, {{name}} can't be ordered in that quantity.", { name: m[1]! }),
  },
  {
    pattern: /^Sorry, (.+) is out of stock in the quantity you chose\.$/,
    say: (t, m) => t("Sorry, {{name}} is out of stock in the quantity you chose.", { name: m[1]! }),
  },
  {
    pattern: /^Your order is paid for in full: there is nothing left for (.+) to pay\.$/,
    say: (t, m) => t("Your order is paid for in full: there is nothing left for {{wallet}} to pay.", { wallet: m[1]! }),
  },
  {
    pattern: /^You cancelled (PayPal|Klarna|Apple Pay)\. Choose another way to pay, or try again\.$/,
    say: (t, m) => t("You cancelled {{wallet}}. Choose another way to pay, or try again.", { wallet: m[1]! }),
  },
  {
    pattern: /^Your (PayPal|Klarna|Apple Pay) session has expired\. Please try again\.$/,
    say: (t, m) => t("Your {{wallet}} session has expired. Please try again.", { wallet: m[1]! }),
  },
];

/** A checkout message in the page's language: a known shape with its values, else the sentence as a key. */
export function checkoutMessage(t: Translate, message: string): string {
  for (const shape of SHAPES) {
    const match = message.match(shape.pattern);
    if (match) return shape.say(t, match);
  }
  return t(message);
}

/** A refused form's words (its message and each field's) in the page's language. */
export function translatedRefusal(t: Translate, refusal: CheckoutRefusal | null): CheckoutRefusal | null {
  if (!refusal) return null;
  const fields = refusal.fields
    ? Object.fromEntries(Object.entries(refusal.fields).map(([name, text]) => [name, checkoutMessage(t, text)]))
    : refusal.fields;
  return { ...refusal, message: checkoutMessage(t, refusal.message), fields };
}
