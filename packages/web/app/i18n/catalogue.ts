import type { Catalogue } from "./catalogue-types";
import account from "./es/account";
import business from "./es/business";
import businessApplications from "./es/business-applications";
import cart from "./es/cart";
import chat from "./es/chat";
import categories from "./es/categories";
import checkout from "./es/checkout";
import common from "./es/common";
import compare from "./es/compare";
import home from "./es/home";
import landingPages from "./es/landing-pages";
import layout from "./es/layout";
import lists from "./es/lists";
import product from "./es/product";
import rewards from "./es/rewards";
import storePickups from "./es/store-pickups";
import tiles from "./es/tiles";

// The Spanish catalogue (decision 041), one part per area so each area's words live together. The
// English catalogue is the keys themselves: the code's own words, passed to t() as written.
export const SPANISH: Catalogue = {
  ...common,
  ...categories,
  ...layout,
  ...home,
  ...product,
  ...cart,
  ...checkout,
  ...account,
  ...rewards,
  ...lists,
  ...business,
  ...businessApplications,
  ...tiles,
  ...compare,
  ...landingPages,
  ...chat,
  ...storePickups,
};
