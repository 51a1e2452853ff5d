import type { Catalogue } from "../catalogue-types";

// English's own plural forms (decision 077). Every other English word is the key itself; a text
// that changes with a number is written in the code in its "other" form and passed its count
// ("{{count}} items", { count }), and Intl.PluralRules("en") picks "_one" here for 1. Spanish has
// its forms of the same keys in es/. Small: every page carries it.
export default {
  "{{count}} items_one": "{{count}} item",
  "{{n}} items_one": "{{n}} item",
  "Cart, {{count}} items_one": "Cart, {{count}} item",
  "{{count}} orders_one": "{{count}} order",
  '{{count}} help articles match "{{query}}"_one': '{{count}} help article matches "{{query}}"',
} satisfies Catalogue;
