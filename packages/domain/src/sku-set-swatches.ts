// SKU-set swatches (storefront spec 2, 4, 7, 8): a SKU set is one product sold in several colours.
// Its tile shows a swatch per colour; the swatch list comes from the tile call, loaded per tile with
// a spinner, and a failed load leaves an empty list (the tile still works without swatches). Under
// one swatch label there may be several variants (pack sizes): the lowest-priced one in stock
// drives the price shown, else the first.

/** What a swatch needs to know about one variant of a SKU set. */
export interface SwatchVariant {
  itemId: string;
  /** the colour name the swatch shows; null when the variant has none */
  swatchLabel: string | null;
  /** #rrggbb from the catalogue, when it has one */
  colourHex?: string | null;
  /** final price in integer cents; null when unknown */
  priceValue: number | null;
  inStock: boolean;
}

export interface Swatch<V extends SwatchVariant = SwatchVariant> {
  label: string;
  colourHex: string;
  /** the variant that drives the swatch's price (and image and link) */
  variant: V;
  /** every variant under this label, in catalogue order */
  variants: V[];
}

/** The lowest-priced variant in stock; when none is in stock (or none has a price), the first. */
export function drivingVariant<V extends Pick<SwatchVariant, "priceValue" | "inStock">>(variants: readonly V[]): V | undefined {
  let best: V | undefined;
  for (const v of variants) {
    if (!v.inStock || v.priceValue === null || !Number.isFinite(v.priceValue)) continue;
    if (best === undefined || (v.priceValue as number) < (best.priceValue as number)) best = v;
  }
  return best ?? variants[0];
}

/** Swatches in the order their labels first appear; variants without a label get no swatch. */
export function groupSwatches<V extends SwatchVariant>(variants: readonly V[]): Swatch<V>[] {
  const byLabel = new Map<string, V[]>();
  for (const v of variants) {
    const label = v.swatchLabel?.trim();
    if (!label) continue;
    const group = byLabel.get(label);
    if (group) group.push(v);
    else byLabel.set(label, [v]);
  }
  return [...byLabel].map(([label, group]) => ({
    label,
    colourHex: swatchColourHex(label, group.find((v) => v.colourHex)?.colourHex),
    variant: drivingVariant(group) as V,
    variants: group,
  }));
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Colours the demo catalogue names; anything else is drawn neutral grey with its name beside it. */
export const SWATCH_COLOURS: Readonly<Record<string, string>> = {
  black: "#1f1f1f",
  blue: "#1f5fbf",
  red: "#c62828",
  green: "#2e7d32",
  yellow: "#ffe14d",
  pink: "#f48fb1",
  orange: "#fb8c00",
  purple: "#6a1b9a",
  white: "#ffffff",
  gray: "#8a8a8a",
  grey: "#8a8a8a",
  silver: "#c0c0c0",
  navy: "#1a237e",
  cyan: "#00acc1",
  magenta: "#c2185b",
  ivory: "#fffff0",
  manila: "#e7c98f",
  espresso: "#4b3621",
  graphite: "#41424c",
  chrome: "#dbe2e9",
  mahogany: "#6d2b1f",
  putty: "#c8b89a",
  platinum: "#e5e4e2",
  rose: "#e8a0a8",
};
export const FALLBACK_SWATCH_COLOUR = "#9e9e9e";

/** The catalogue's colour when it is a #rrggbb value, else the named colour, else neutral grey. */
export function swatchColourHex(label: string, hex?: string | null): string {
  if (typeof hex === "string" && HEX.test(hex)) return hex.toLowerCase();
  const words = label.toLowerCase().split(/[^a-z]+/);
  for (let i = words.length - 1; i >= 0; i--) {
    const named = SWATCH_COLOURS[words[i] as string];
    if (named) return named;
  }
  return FALLBACK_SWATCH_COLOUR;
}

// --- loading the swatch list, per tile -------------------------------------------------------

export type SwatchLoad<V extends SwatchVariant = SwatchVariant> =
  | { status: "idle"; swatches: [] }
  | { status: "loading"; swatches: [] }
  | { status: "success"; swatches: Swatch<V>[] }
  | { status: "error"; swatches: [] };

export type SwatchLoadEvent<V extends SwatchVariant = SwatchVariant> =
  | { type: "fetch"; itemId: string }
  | { type: "success"; itemId: string; variants: readonly V[] }
  | { type: "failure"; itemId: string };

/** Each tile's swatch list by the tile's item id. */
export type SwatchLoads<V extends SwatchVariant = SwatchVariant> = Readonly<Record<string, SwatchLoad<V>>>;

export const IDLE_SWATCHES: SwatchLoad<never> = { status: "idle", swatches: [] };

export function swatchLoadOf<V extends SwatchVariant>(loads: SwatchLoads<V>, itemId: string): SwatchLoad<V> {
  return loads[itemId] ?? (IDLE_SWATCHES as SwatchLoad<V>);
}

/**
 * fetch -> loading (a spinner for that tile); success -> its swatches; failure -> an empty list.
 * An answer for a tile that is not loading (a late or repeated one) changes nothing.
 */
export function swatchLoadReducer<V extends SwatchVariant>(loads: SwatchLoads<V>, event: SwatchLoadEvent<V>): SwatchLoads<V> {
  const current = swatchLoadOf(loads, event.itemId);
  switch (event.type) {
    case "fetch":
      return current.status === "loading" ? loads : { ...loads, [event.itemId]: { status: "loading", swatches: [] } };
    case "success":
      if (current.status !== "loading") return loads;
      return { ...loads, [event.itemId]: { status: "success", swatches: groupSwatches(event.variants) } };
    case "failure":
      if (current.status !== "loading") return loads;
      return { ...loads, [event.itemId]: { status: "error", swatches: [] } };
  }
}
