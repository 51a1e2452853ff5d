import type { Catalogue } from "../catalogue-types";

// Spanish for the storefront's checkout words (decision 041). Keys are the English text exactly as the code passes it to t().
export default {} satisfies Catalogue;
