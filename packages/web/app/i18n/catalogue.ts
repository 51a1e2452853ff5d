import type { Catalogue } from "./catalogue-types";
import categories from "./es/categories";
import common from "./es/common";
import home from "./es/home";
import layout from "./es/layout";
import product from "./es/product";

// The Spanish catalogue (decision 041), one part per area so each area's words live together. The
// English catalogue is the keys themselves: the code's own words, passed to t() as written.
export const SPANISH: Catalogue = { ...common, ...categories, ...layout, ...home, ...product };
