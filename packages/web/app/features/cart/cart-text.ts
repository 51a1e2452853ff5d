import type { Translate } from "../../lib/i18n";

// The cart's messages in the page's language (decision 041). The domain and the server write them
// as fixed English sentences; those with a number or a name in them are matched by their known shape
// here and translated with a placeholder key, every other one by itself (t(text)).

const SHAPES: { pattern: RegExp; translate: (m: RegExpExecArray, t: Translate) => string }[] = [
  {
    pattern:
      /^We're sorry, this item is sold in limited quantities\. You can order a maximum of (\d+)\. Please update the quantity and click Add to cart to continue\.$/,
    translate: (m, t) =>
      t(
        "We're sorry, this item is sold in limited quantities. You can order a maximum of {{limit}}. Please update the quantity and click Add to cart to continue.",
        { limit: m[1]! },
      ),
  },
  {
    pattern: /^You can order a maximum of (\d+) of an item in one line\.$/,
    translate: (m, t) => t("You can order a maximum of {{max}} of an item in one line.", { max: m[1]! }),
  },
  {
    pattern: /^This item is currently backordered until (\w+) (\d+), (\d+)$/,
    translate: (m, t) =>
      t("This item is currently backordered until {{month}} {{day}}, {{year}}", { month: t(m[1]!), day: m[2]!, year: m[3]! }),
  },
  {
    pattern: /^Spend (\$[\d,.]+) or more to use this coupon\.$/,
    translate: (m, t) => t("Spend {{amount}} or more to use this coupon.", { amount: m[1]! }),
  },
  {
    pattern: /^Your protection plan now covers (\d+) to match your item\.$/,
    translate: (m, t) => t("Your protection plan now covers {{count}} to match your item.", { count: m[1]! }),
  },
  {
    pattern: /^We couldn't find store (\S+)\. Please choose another store\.$/,
    translate: (m, t) => t("We couldn't find store {{store}}. Please choose another store.", { store: m[1]! }),
  },
  {
    pattern: /^You are changing order (\S+)\. Approve it on the approvals page when you are done\.$/,
    translate: (m, t) =>
      t("You are changing order {{number}}. Approve it on the approvals page when you are done.", { number: m[1]! }),
  },
  {
    pattern: /^(\d+) items were moved to your cart\.$/,
    translate: (m, t) => t("{{count}} items were moved to your cart.", { count: m[1]! }),
  },
  {
    pattern: /^(.+) was moved to your cart\.$/,
    translate: (m, t) => t("{{name}} was moved to your cart.", { name: m[1] === "The item" ? t("The item") : m[1]! }),
  },
  {
    pattern: /^(.+) was saved for later\.$/,
    translate: (m, t) => t("{{name}} was saved for later.", { name: m[1]! }),
  },
  {
    pattern: /^Protection plan for (.+)$/,
    translate: (m, t) => t("Protection plan for {{name}}", { name: m[1]! }),
  },
  {
    pattern: /^Add-on for (.+)$/,
    translate: (m, t) => t("Add-on for {{name}}", { name: m[1]! }),
  },
  {
    pattern: /^Bundled with (.+)$/,
    translate: (m, t) => t("Bundled with {{name}}", { name: m[1]! }),
  },
  {
    pattern: /^FREE shipping when you spend (\$[\d,.]+) to go$/,
    translate: (m, t) => t("FREE shipping when you spend {{amount}} to go", { amount: m[1]! }),
  },
  {
    pattern: /^We moved (\d+) items? from your earlier visit into your cart\.(?: (\d+) lines? could not move in full\.)?$/,
    translate: (m, t) => {
      const moved = Number(m[1]);
      const said = t("We moved {{items}} from your earlier visit into your cart.", { items: cartItemCount(moved, t) });
      if (m[2] === undefined) return said;
      const problems = Number(m[2]);
      const lines =
        problems === 1
          ? t("{{problems}} line could not move in full.", { problems })
          : t("{{problems}} lines could not move in full.", { problems });
      return `${said} ${lines}`;
    },
  },
  {
    pattern: /^Move (\d+) to cart$/,
    translate: (m, t) => t("Move {{qty}} to cart", { qty: m[1]! }),
  },
  {
    pattern: /^Get it by (\w+)$/,
    translate: (m, t) => t("Get it by {{weekday}}", { weekday: t(m[1]!) }),
  },
];

/** "1 item", "3 items" in the page's language (the domain's itemCountText is English). */
export function cartItemCount(n: number, t: Translate): string {
  return t("{{count}} items", { count: n });
}

/** A cart message from the server or the domain, in the page's language (English as it is). */
export function cartText(text: string | null | undefined, t: Translate): string {
  if (!text) return "";
  for (const shape of SHAPES) {
    const m = shape.pattern.exec(text);
    if (m) return shape.translate(m, t);
  }
  return t(text);
}
