/** A Spanish catalogue part: the English words as the code writes them → the Spanish words. */
export type Catalogue = Record<string, string>;
