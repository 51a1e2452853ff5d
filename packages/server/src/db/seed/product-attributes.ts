import type { GeneratedProduct } from "./product-generator";

// A product's specifications (decision 038): what a shopper compares, per kind of product, derived
// deterministically from the generated product (its id, kind, colour and selling unit) so the same
// seed always writes the same table. Stored as JSON in products.attributes.

type Attributes = Record<string, string>;

/** A value from a list, chosen by the product id (stable, spread across neighbours). */
function choose<T>(id: number, salt: number, list: readonly T[]): T {
  const mixed = Math.imul(id ^ (salt * 0x9e3779b1), 2654435761) >>> 0;
  return list[mixed % list.length] as T;
}

const inches = (n: number) => `${n.toFixed(n % 1 === 0 ? 0 : 1)} in`;
const pounds = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} lb`;

function dimensions(id: number, w: number[], d: number[], h: number[]): string {
  return `${inches(choose(id, 11, w))} W x ${inches(choose(id, 12, d))} D x ${inches(choose(id, 13, h))} H`;
}

const BY_KIND: Record<string, (id: number) => Attributes> = {
  paper: (id) => ({
    "Paper weight": choose(id, 2, ["20 lb", "24 lb", "28 lb", "32 lb"]),
    Brightness: choose(id, 3, ["92", "96", "98", "100"]),
    "Sheets per ream": "500",
    "Recycled content": choose(id, 4, ["0%", "30%", "100%"]),
  }),
  notebook: (id) => ({
    "Sheet count": choose(id, 1, ["70", "80", "100", "120", "200"]),
    Ruling: choose(id, 2, ["College ruled", "Wide ruled", "Graph", "Dotted"]),
  }),
  ink: (id) => ({
    "Page yield": `${choose(id, 1, [180, 300, 480, 825, 1000]).toLocaleString("en-US")} pages`,
  }),
  toner: (id) => ({
    "Page yield": `${choose(id, 1, [1600, 2500, 3000, 6000, 10000]).toLocaleString("en-US")} pages`,
  }),
  pen: (id) => ({
    "Point size": choose(id, 1, ["0.5 mm (extra fine)", "0.7 mm (fine)", "1.0 mm (medium)", "1.6 mm (bold)"]),
  }),
  marker: (id) => ({
    "Tip shape": choose(id, 1, ["Chisel", "Bullet", "Fine"]),
    "Ink type": choose(id, 2, ["Permanent", "Dry erase"]),
  }),
  highlighter: (id) => ({ "Tip shape": choose(id, 1, ["Chisel", "Fine"]), "Smear safe": choose(id, 2, ["Yes", "No"]) }),
  pencil: (id) => ({ "Lead grade": choose(id, 1, ["HB #2", "B", "2H"]), Sharpened: choose(id, 2, ["Yes", "No"]) }),
  stapler: (id) => ({
    "Sheet capacity": `${choose(id, 1, [20, 25, 40, 60, 100])} sheets`,
    "Staple size": choose(id, 2, ['1/4" standard', '1/4" and 3/8"']),
    Material: choose(id, 3, ["Metal", "Metal and plastic"]),
  }),
  punch: (id) => ({
    "Sheet capacity": `${choose(id, 1, [12, 20, 32])} sheets`,
    Holes: choose(id, 2, ["2", "3", "Adjustable 2-3"]),
  }),
  binder: (id) => ({
    "Ring size": choose(id, 1, ['1"', '1.5"', '2"', '3"']),
    "Sheet capacity": `${choose(id, 3, [225, 375, 540, 670])} sheets`,
    Material: choose(id, 4, ["Vinyl", "Poly", "Recycled chipboard"]),
  }),
  folder: () => ({ Material: "Card stock" }),
  envelope: (id) => ({ Closure: choose(id, 2, ["Gummed", "Peel and seal"]) }),
  chair: (id) => ({
    Material: choose(id, 1, ["Mesh", "Bonded leather", "Fabric"]),
    "Weight capacity": `${choose(id, 2, [250, 275, 300, 400])} lb`,
    "Seat height": choose(id, 3, ['17" - 21"', '18" - 22"', '19" - 23"']),
    "Arm style": choose(id, 4, ["Fixed", "Adjustable", "Flip-up"]),
  }),
  desk: (id) => ({ Material: choose(id, 1, ["Laminate", "Wood veneer", "Steel"]), "Assembly required": "Yes" }),
  table: (id) => ({ Material: choose(id, 1, ["Laminate", "Plastic", "Wood"]), Seats: choose(id, 2, ["4", "6", "8"]) }),
  bookcase: (id) => ({ Shelves: choose(id, 1, ["3", "4", "5"]), Material: choose(id, 2, ["Laminate", "Wood veneer"]) }),
  cabinet: (id) => ({ Drawers: choose(id, 1, ["2", "3", "4"]), Lock: choose(id, 2, ["Yes", "No"]), Material: "Steel" }),
  printer: (id) => ({
    "Print speed": `${choose(id, 1, [15, 22, 30, 40])} pages per minute`,
    Connectivity: choose(id, 2, ["Wi-Fi, USB", "Wi-Fi, Ethernet, USB"]),
    Functions: choose(id, 3, ["Print", "Print, copy, scan", "Print, copy, scan, fax"]),
  }),
  laptop: (id) => ({
    Screen: choose(id, 1, ['14"', '15.6"', '16"']),
    Memory: choose(id, 2, ["8 GB", "16 GB", "32 GB"]),
    Storage: choose(id, 3, ["256 GB SSD", "512 GB SSD", "1 TB SSD"]),
  }),
  monitor: (id) => ({
    Screen: choose(id, 1, ['24"', '27"', '32"']),
    Resolution: choose(id, 2, ["1920 x 1080", "2560 x 1440", "3840 x 2160"]),
  }),
  coffee: (id) => ({
    Roast: choose(id, 1, ["Light", "Medium", "Dark"]),
    "Net weight": choose(id, 2, ["12 oz", "24 oz", "2 lb"]),
  }),
  cup: (id) => ({ Capacity: choose(id, 1, ["8 oz", "12 oz", "16 oz"]), Material: choose(id, 2, ["Paper", "Foam", "Plastic"]) }),
  water: (id) => ({ "Bottle size": choose(id, 1, ["16.9 fl oz", "8 fl oz", "1 gal"]) }),
  cleaner: (id) => ({
    Volume: choose(id, 1, ["22 fl oz", "32 fl oz", "1 gal"]),
    Scent: choose(id, 2, ["Fresh", "Lemon", "Unscented"]),
  }),
  soap: (id) => ({ Volume: choose(id, 1, ["7.5 fl oz", "12 fl oz", "1 gal"]) }),
  "paper-towels": (id) => ({ "Sheets per roll": choose(id, 1, ["84", "120", "250"]), Ply: choose(id, 2, ["1-ply", "2-ply"]) }),
  "trash-bag": (id) => ({
    Capacity: choose(id, 1, ["13 gal", "33 gal", "45 gal"]),
    Thickness: choose(id, 2, ["0.7 mil", "0.9 mil", "1.5 mil"]),
  }),
  tape: (id) => ({ Width: choose(id, 1, ['3/4"', '1"', '1.88"']), Length: choose(id, 2, ["1000 in", "54.6 yd", "60 yd"]) }),
  label: (id) => ({
    "Labels per sheet": choose(id, 1, ["10", "30", "80"]),
    "Printer type": choose(id, 2, ["Laser", "Inkjet", "Laser and inkjet"]),
  }),
  "sticky-notes": (id) => ({
    Size: choose(id, 1, ['3" x 3"', '3" x 5"', '4" x 6"']),
    "Sheets per pad": choose(id, 2, ["90", "100"]),
  }),
  shredder: (id) => ({
    "Sheet capacity": `${choose(id, 1, [8, 12, 18])} sheets`,
    "Cut type": choose(id, 2, ["Cross cut", "Micro cut"]),
  }),
  headset: () => ({ Microphone: "Noise cancelling" }),
  keyboard: () => ({ Layout: "Full size" }),
  mouse: (id) => ({ Buttons: choose(id, 2, ["3", "5"]) }),
  usb: (id) => ({ Capacity: choose(id, 1, ["32 GB", "64 GB", "128 GB"]), Interface: choose(id, 2, ["USB 3.0", "USB-C"]) }),
};

/** Labels for the comma-separated specifications of a name ("24 lbs.", '2" D-Ring'...). */
const NAME_SPECS: [RegExp, string][] = [
  [/\blbs?\.?$/i, "Paper weight"],
  [/brightness/i, "Brightness"],
  [/ring/i, "Ring size"],
  [/sheet capacity/i, "Sheet capacity"],
  [/point$/i, "Point"],
];

/** Facts anywhere in the name (the product line included). */
const NAME_FACTS: [RegExp, string, (m: RegExpExecArray) => string][] = [
  [/(\d+(?:[ .]\d+(?:\/\d+)?)?" x \d+(?:[ .]\d+(?:\/\d+)?)?")/, "Size", (m) => m[1] ?? ""],
  [/\b(Letter|Legal) Size\b/i, "Size", (m) => m[1] ?? ""],
  [/\b(\d\/\d)-Cut\b/i, "Tab cut", (m) => `${m[1]} cut`],
  [/\b(Extra High|High) Yield\b/i, "Yield type", (m) => `${m[1]} yield`],
  [/\b(\d[\d,]*) Sheets\b/i, "Sheet count", (m) => m[1] ?? ""],
  [/\b(USB-A|USB-C|Bluetooth|Wireless)\b/, "Connection", (m) => m[1] ?? ""],
  [/\b(Gel|Ballpoint|Rollerball)\b/i, "Ink type", (m) => m[1] ?? ""],
  [/\bRetractable\b/i, "Retractable", () => "Yes"],
  [/\b(\d(?:\.\d)?)\s?mm\b/i, "Point size", (m) => `${m[1]} mm`],
];

/**
 * What the name says, labelled: it wins over the kind's own rows, so the table never contradicts
 * the name. Parts no pattern names (and that are not the colour or the pack, "12/Pack") are listed
 * as features.
 */
function specsFromName(name: string, color: string | null): Attributes {
  const rows: Attributes = {};
  for (const [pattern, label, value] of NAME_FACTS) {
    const m = pattern.exec(name);
    if (m && !rows[label]) rows[label] = value(m);
  }
  const features: string[] = [];
  for (const raw of name.split(", ").slice(1)) {
    const part = raw.trim();
    if (part === "" || (color && part.toLowerCase() === color.toLowerCase()) || /^\d[\d,]*\s*\/\s*\w+$/.test(part)) continue;
    const squeezed = part.replace(/\s+/g, "").toLowerCase();
    if (Object.values(rows).some((v) => squeezed.includes(v.replace(/\s+/g, "").toLowerCase()))) continue;
    const label = NAME_SPECS.find(([pattern]) => pattern.test(part))?.[1];
    if (label && !rows[label]) rows[label] = part;
    else features.push(part);
  }
  if (features.length > 0) rows.Features = features.join("; ");
  return rows;
}

const FURNITURE = new Set(["chair", "desk", "table", "bookcase", "cabinet"]);

/** The specification table of one generated product: dimensions and weight, then its kind's own rows. */
export function productAttributes(g: GeneratedProduct): Attributes {
  const p = g.product;
  if (p.isWarrantyPlan || p.isFreeSample) return {};
  const id = p.id;
  const big = FURNITURE.has(p.imageKind) || p.imageKind === "printer";
  const rows: Attributes = {
    Brand: g.brandName,
    ...(p.color ? { Colour: p.color } : {}),
    "Pack size": p.unitCount > 1 ? `${p.unitCount} per ${p.unit.toLowerCase()}` : `1 (${p.unit.toLowerCase()})`,
    ...(BY_KIND[p.imageKind]?.(id) ?? {}),
    ...specsFromName(p.name, p.color),
    Dimensions: big
      ? dimensions(id, [24, 30, 48, 60], [20, 24, 26, 30], [30, 36, 42, 48])
      : dimensions(id, [2, 3.5, 6, 8.5, 11], [1, 2, 4, 6], [1, 3, 5.5, 9]),
    Weight: big ? pounds(choose(id, 14, [18, 32, 45, 68, 95])) : pounds(choose(id, 14, [0.1, 0.35, 0.8, 1.5, 5])),
  };
  return rows;
}
