import { REQUIRED_COOKIES, type TenantId } from "@quire/domain";
import type { Transaction } from "kysely";
import type { Db } from "../database";
import type { ContentPageTable, Database } from "../schema";
import { spanishPages } from "./content-pages-es";

// The content pages both tenants serve (decision 036): Markdown a store admin can edit later.
// Their promises are the header's and the cart's: free shipping from $49.99 (else $5.99), the
// delivery promise named as {{delivery-promise}} (the header's own words, decision 077), the
// customer-service numbers and hours of the header links. Each page's Spanish is a page under "es/"
// (content-pages-es.ts). Fixed data: no clock, no randomness.

export const CONTENT_SEEDED_AT = "2026-10-15T09:00:00.000Z";

interface PageText {
  slug: string;
  title: string;
  description: string;
  body: string;
}

interface TenantFacts {
  phone: string;
  email: string;
  siteName: string;
}

const FACTS: Record<TenantId, TenantFacts> = {
  dotcom: { phone: "1-800-555-0199", email: "help@quire.test", siteName: "Quire" },
  advantage: { phone: "1-800-555-0188", email: "advantage@quire.test", siteName: "Quire Advantage" },
};

function contact(f: TenantFacts): string {
  return `Call us at [${f.phone}](tel:+1${f.phone.replace(/\D/g, "").slice(1)}) (7am-9pm ET, 7 days a week) or e-mail [${f.email}](mailto:${f.email}).`;
}

function cookieTable(): string {
  const rows = REQUIRED_COOKIES.map((c) => `| ${c.name} | ${c.purpose} | ${c.lifetime} |`);
  return ["| Cookie | What it does | How long |", "| --- | --- | --- |", ...rows].join("\n");
}

function shippingBody(t: TenantId, f: TenantFacts): string {
  const business =
    t === "advantage"
      ? `
## Business accounts

- Orders ship to your account's shipping locations; an administrator can add more from the account menu.
- Orders that need an approver ship once they are approved. The approval time is not counted in the delivery date.
- Your account's contract may set its own delivery terms: ask your account representative.
`
      : "";
  return `{{delivery-promise}}.

## Delivery

- Business days are Monday to Friday; weekends and holidays are not counted.
- Orders placed after 5pm local time, at weekends or on holidays are counted from the next business day.
- Large and heavy items (furniture, cases of paper) ship by freight and take 3-5 business days; the product page and the cart show each item's delivery date.
- Physical gift cards ship in 3-5 business days; eGift cards arrive at once.

## Shipping costs

- **Free standard shipping** on orders over $49.99 (after coupons).
- Below $49.99, standard shipping is $5.99. The cart shows how much more you need for free shipping.
- Some heavy items carry a carrier fee, shown in the cart before you pay.

## Pick up in store

Choose **Pick up** on a product or in the cart to collect from your store, often the same day. We e-mail you when your order is ready. See the [store locator](/stores) for hours.
${business}
## Questions

${contact(f)} You can also [track an order](/orders/track).
`;
}

function returnsBody(t: TenantId, f: TenantFacts): string {
  return `You can return most items within **30 days** of delivery for a full refund.

## How to return

1. Bring the item and your receipt or order number to any [Quire store](/stores), or
2. ${contact(f)} We e-mail you a free return label.

Refunds go back to the card or gift card you paid with, within 5 business days of our receiving the item.

## What can't be returned

- Opened ink and toner cartridges that work, opened software and digital downloads.
- Gift cards and eGift cards.
- Furniture that has been assembled, unless it arrived damaged.
- Custom printing orders.

## Damaged or wrong items

Tell us within 14 days: we send a replacement or refund you, and we collect the item for free.
${t === "advantage" ? "\nReturns for a business account are credited to the account; your administrator sees them in the account's reports.\n" : ""}`;
}

/** The help centre and its shipping and returns pages. */
function helpPages(t: TenantId, f: TenantFacts): PageText[] {
  return [
    {
      slug: "help",
      title: "Help centre",
      description: `Answers about delivery, returns, orders, gift cards and your ${f.siteName} account.`,
      body: `Find an answer below, or search the help pages.

## Popular topics

- [Shipping information](/help/shipping): delivery times, free shipping over $49.99, pick up in store
- [Returns](/help/returns): 30-day returns, how to send an item back, refunds
- [Track an order](/orders/track): where your order is
- [Gift cards](/gift-cards): buy one, check a balance
- [Find a store](/stores): hours, directions and pickup
- [Required cookies](/legal/cookies): the cookies the store needs to work

## Contact us

${contact(f)}
`,
    },
    {
      slug: "help/shipping",
      title: "Shipping information",
      description: "Delivery times, free shipping on orders over $49.99, shipping costs and pick up in store.",
      body: shippingBody(t, f),
    },
    {
      slug: "help/returns",
      title: "Returns",
      description: "Return most items within 30 days: how to return, refunds and what can't be returned.",
      body: returnsBody(t, f),
    },
  ];
}

function aboutPage(f: TenantFacts): PageText {
  return {
    slug: "about",
    title: `About ${f.siteName}`,
    description: "Who we are: office supplies, furniture, ink and technology delivered to homes and businesses.",
    body: `${f.siteName} sells everything an office runs on: paper, ink and toner, writing supplies, binders and filing, furniture, technology, breakroom and cleaning supplies.

## What we promise

- {{delivery-promise}}; free shipping on orders over $49.99.
- **Stores near you** for pickup, often the same day.
- **Real people** on the phone 7am-9pm ET, 7 days a week.

## For businesses

Quire Advantage gives business accounts contract pricing, approvals, budgets and shared lists. [Open a business account](/account/become-customer) or talk to your account representative.

## Contact

${contact(f)}
`,
  };
}

/** The privacy notice, the terms of use and the required cookies. */
function legalPages(f: TenantFacts): PageText[] {
  return [
    {
      slug: "legal/privacy",
      title: "Privacy notice",
      description: `What personal information ${f.siteName} collects, why, and the choices you have.`,
      body: `This notice explains what we collect when you shop with ${f.siteName} and how we use it.

## What we collect

- **Account details** you give us: name, e-mail address, phone number, addresses.
- **Orders**: what you bought, delivery addresses, and a token for your card. We never store card numbers or security codes.
- **Activity on the store**: pages viewed and searches, to recommend products and keep the store working.

## How we use it

To deliver your orders, run your account and rewards, answer your questions, prevent fraud, and, if you agree, send offers. We do not sell your personal information.

## Your choices

You can see, correct or delete your account details: ${contact(f)} You can unsubscribe from offers in any e-mail. See [Required cookies](/legal/cookies) for the cookies the store uses.
`,
    },
    {
      slug: "legal/terms",
      title: "Terms of use",
      description: `The terms that apply when you use the ${f.siteName} store and buy from us.`,
      body: `By using this store you agree to these terms.

## Prices and availability

Prices are in US dollars and can change. We confirm the price when you place your order. If an item is priced wrongly we tell you before it ships and you may cancel.

## Orders

An order is accepted when it ships. We may limit quantities. Delivery dates are estimates: see [Shipping information](/help/shipping).

## Returns

See our [returns policy](/help/returns): most items within 30 days.

## Your account

Keep your password to yourself. You are responsible for orders placed with your account.

## Contact

${contact(f)}
`,
    },
    {
      slug: "legal/cookies",
      title: "Required cookies",
      description: "The cookies the store needs to work: what each one does and how long it lasts.",
      body: `These cookies are required: the store cannot work without them, so they are always on. We use no advertising cookies.

${cookieTable()}

Questions? ${contact(f)}
`,
    },
  ];
}

/** The same on both tenants. */
const MOBILE_APP_PAGE: PageText = {
  slug: "mobile-app",
  title: "Get the Quire app",
  description: "Shop, reorder and track orders from your phone with the Quire app.",
  body: `The Quire app puts the whole store in your pocket.

- **Reorder in two taps** from your order history and lists.
- **Scan a barcode** of an ink cartridge to find the right refill.
- **Track orders** and get a notice when they ship or are ready for pickup.
- **Rewards** in your wallet, scanned at the register.

The app is free for iPhone and Android: search for "Quire" in your app store. Until then, this website works on any phone.
`,
};

/** The same on both tenants. */
const GIFT_CARDS_PAGE: PageText = {
  slug: "gift-cards",
  title: "Gift cards",
  description: "Quire gift cards and eGift cards: buy one, check a balance, and spend it online or in store.",
  body: `Give a Quire gift card: spend it on anything in the store, online or in a Quire store.

## Buy a gift card

- [eGift cards](/c/e-gift-cards): delivered at once; the number and PIN show on your order confirmation.
- [Physical gift cards](/c/physical-gift-cards): in a greeting envelope, shipped in 3-5 business days.

Gift cards can't be bought with gift cards or paid with Rewards points, and can't be returned.

## Spend a gift card

At checkout, open the **Gift & prepaid cards** tab and enter the card number and PIN. A card can pay for part of an order; the rest goes on another card.

## Check a balance

[Check a gift card balance](/gift-cards/balance) with its number and PIN.
`,
};

/** The pages the header's and footer's print, careers and AdChoices links open. */
function linkedPages(f: TenantFacts): PageText[] {
  return [
    {
      slug: "help/print-marketing",
      title: "Print & marketing services",
      description: "Business cards, copies, flyers, banners and signs, printed in a Quire store.",
      body: `Our stores print what your business hands out and puts up.

- **Copies and documents**: black and white or colour, bound or stapled, often while you wait.
- **Business cards, flyers and brochures** from your own file.
- **Banners, posters and signs** in large formats.

Bring your file on a USB drive or e-mail it to the store, and pick up your order there. [Find a store](/stores) for its hours and services.

## Questions

${contact(f)}
`,
    },
    {
      slug: "about/careers",
      title: "Careers at Quire",
      description: "Work in our stores, our delivery centres and our offices.",
      body: `We hire in our stores, our delivery centres and our customer service team.

- **Stores**: sales associates, print and marketing associates, store managers.
- **Delivery centres**: warehouse associates and drivers.
- **Customer service**: people who answer the phone 7am-9pm ET.

Ask at your [local store](/stores) about openings there, or e-mail careers@quire.test with the kind of work you are looking for.
`,
    },
    {
      slug: "legal/ad-choices",
      title: "AdChoices",
      description: "How we choose the products we show you, and how to turn that off.",
      body: `We show products and offers chosen from what you view, search and buy on ${f.siteName}: the store's own recommendations, never other sites' advertising. We use no advertising cookies (see [Required cookies](/legal/cookies)).

## Your choices

- Signed in, you can ask us to stop choosing offers for you: ${contact(f)}
- Recommendations also follow what you view as a guest; clearing your browser's data for this site starts them again.
`,
    },
  ];
}

function pages(t: TenantId): PageText[] {
  const f = FACTS[t];
  return [
    ...helpPages(t, f),
    aboutPage(f),
    ...legalPages(f),
    MOBILE_APP_PAGE,
    GIFT_CARDS_PAGE,
    ...linkedPages(f),
    ...spanishPages(t, f),
  ];
}

/** content_pages rows of both tenants. */
export function buildContentPageRows(): ContentPageTable[] {
  return (["dotcom", "advantage"] as const).flatMap((tenant) =>
    pages(tenant).map((page) => ({ tenant, ...page, updatedAt: CONTENT_SEEDED_AT, updatedBy: null })),
  );
}

export async function insertContentPages(trx: Transaction<Database> | Db): Promise<void> {
  await trx.insertInto("contentPages").values(buildContentPageRows()).execute();
}
