import { derivedHistogram } from "@quire/domain";
import type { InventoryTable, ProductTable } from "../schema";
import {
  BRAND_NAMES,
  CATALOGUE,
  type CategoryDef,
  type ProductFamily,
  type SubcategoryDef,
  slugify,
  type UnitOption,
  WARRANTY_BANDS,
  WARRANTY_TERMS,
} from "./catalogue-data";
import { type Random, rngFor } from "./random";

// Generates the product catalogue one product at a time, in id order, from the seed alone.
// Nothing is kept per product, so a million products need no more memory than a hundred;
// running the stream twice with the same seed yields the same products (the search-index pass
// relies on that).

/** Reference "today" of the demo data: createdAt, backorder and order dates derive from it. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1); // 2026-11-01
const DAY_MS = 86_400_000;

const STREAM_PRODUCT = 1;
const STREAM_INVENTORY = 2;

export interface GeneratedProduct {
  product: ProductTable;
  inventory: InventoryTable;
  brandName: string;
  category: CategoryDef;
  parentCategory: CategoryDef | null;
  /** protection plans offered with this item (warranty_links rows) */
  planIds: number[];
}

/** What a product looks like before colour, stock and status are decided (shared by a SKU set). */
interface Design {
  sub: SubcategoryDef;
  familyIndex: number;
  family: ProductFamily;
  brand: string;
  model: string;
  noun: string;
  specs: string[];
  unit: UnitOption;
  basePriceCents: number;
  finalPriceCents: number;
  comparePriceCents: number | null;
  quantityLimit: number | null;
  assemblyEligible: boolean;
  description: string;
}

interface SkuSet {
  design: Design;
  colors: string[];
  next: number;
  skuSetId: string;
}

type Forced = "free-sample" | "discontinued" | "out-of-stock" | "backordered" | "quantity-limit" | "sku-set" | "unpublished";

const FORCED_ORDER: Forced[] = [
  "free-sample",
  "discontinued",
  "out-of-stock",
  "backordered",
  "quantity-limit",
  "unpublished",
  // last: the set's other members take the following ids
  "sku-set",
];

const QUANTITY_LIMITS = [1, 2, 3, 4, 5, 5, 6, 10, 10, 12, 24];
const FURNITURE_KINDS = new Set(["chair", "desk", "bookcase", "cabinet", "table"]);
const BRAND_IDS = new Map(BRAND_NAMES.map((name, i) => [name, i + 1]));

interface SampleTemplate {
  name: string;
  brand: string;
  subSlug: string;
  kind: string;
  description: string;
}

const FREE_SAMPLES: SampleTemplate[] = [
  {
    name: 'Free Sample: Quire Copy Paper, 8.5" x 11", 20 lbs., 10 Sheets',
    brand: "Quire",
    subSlug: "copy-printer-paper",
    kind: "paper",
    description: "Try our everyday copy paper before you buy a case. Limit one sample per order.",
  },
  {
    name: 'Free Sample: Hammermill Premium Color Copy Paper, 8.5" x 11", 28 lbs., 10 Sheets',
    brand: "Hammermill",
    subSlug: "copy-printer-paper",
    kind: "paper",
    description: "Feel the difference of a heavier, brighter sheet. Limit one sample per order.",
  },
  {
    name: "Free Sample: Pilot G2 Retractable Gel Pen, Fine Point, Black",
    brand: "Pilot",
    subSlug: "pens",
    kind: "pen",
    description: "A single G2 gel pen to try. Ships with another purchase.",
  },
  {
    name: "Free Sample: Green Mountain Coffee Breakfast Blend K-Cup Pods, 2/Pack",
    brand: "Green Mountain Coffee",
    subSlug: "coffee",
    kind: "coffee",
    description: "Two pods of a light, smooth breakfast blend. Limit one sample per order.",
  },
  {
    name: 'Free Sample: Post-it Super Sticky Notes, 3" x 3", 1 Pad',
    brand: "Post-it",
    subSlug: "sticky-notes",
    kind: "sticky-notes",
    description: "One pad of Super Sticky notes to try on walls and monitors.",
  },
  {
    name: "Free Sample: Clorox Disinfecting Wipes, Travel Pack",
    brand: "Clorox",
    subSlug: "disinfecting-wipes-sprays",
    kind: "cleaner",
    description: "A travel pack of disinfecting wipes. Ships with another purchase.",
  },
];

export class ProductStream {
  readonly total: number;
  /** products 1..regularCount are generated items; the protection plans follow */
  readonly regularCount: number;
  readonly planCount: number;
  private readonly seed: number;
  private readonly subs: SubcategoryDef[];
  private readonly subBySlug: Map<string, SubcategoryDef>;
  private readonly technologyId: number;
  private set: SkuSet | null = null;
  private samplesLeft: SampleTemplate[] = FREE_SAMPLES;

  constructor(seed: number, total: number) {
    this.seed = seed;
    this.total = total;
    this.planCount = total >= 60 ? WARRANTY_BANDS.length * WARRANTY_TERMS.length : 0;
    this.regularCount = total - this.planCount;
    this.subs = CATALOGUE.productSubcategories;
    this.subBySlug = new Map(this.subs.map((s) => [s.slug, s]));
    const tech = CATALOGUE.top.find((t) => t.slug === "technology");
    if (!tech) throw new Error("catalogue: no Technology category");
    this.technologyId = tech.id;
  }

  /** id of the protection plan for a band index and term index */
  planId(band: number, term: number): number {
    return this.regularCount + 1 + band * WARRANTY_TERMS.length + term;
  }

  *[Symbol.iterator](): Generator<GeneratedProduct> {
    this.set = null;
    this.samplesLeft = FREE_SAMPLES;
    for (let id = 1; id <= this.total; id++) {
      yield id <= this.regularCount ? this.regular(id) : this.plan(id);
    }
  }

  private forcedFeature(id: number): Forced | null {
    const k = id - this.subs.length - 1;
    return k >= 0 && k < FORCED_ORDER.length ? (FORCED_ORDER[k] as Forced) : null;
  }

  private regular(id: number): GeneratedProduct {
    const rng = rngFor(this.seed, STREAM_PRODUCT, id);
    const itemId = String(100000 + id);
    let design: Design;
    let color: string | null = null;
    let skuSetId: string | null = null;
    const forced = this.set ? null : this.forcedFeature(id);

    if (this.set) {
      design = this.set.design;
      color = this.set.colors[this.set.next] ?? null;
      skuSetId = this.set.skuSetId;
      this.set.next++;
      if (this.set.next >= this.set.colors.length) this.set = null;
    } else if (
      forced === "free-sample" ||
      (id > this.subs.length + FORCED_ORDER.length && this.samplesLeft.length > 0 && rng.chance(0.005))
    ) {
      return this.freeSample(id, rng);
    } else {
      // the first products cover every subcategory once, then the catalogue mix takes over
      const sub = id <= this.subs.length ? (this.subs[id - 1] as SubcategoryDef) : rng.weighted(this.subs, (s) => s.weight);
      const familyIndex = pickFamily(rng, sub);
      design =
        forced === "sku-set"
          ? this.design(rng, this.subBySlug.get("pens") as SubcategoryDef, 0)
          : this.design(rng, sub, familyIndex);
      const colors = design.family.colors;
      const remaining = this.regularCount - id + 1;
      const pastFixedIds = id > this.subs.length + FORCED_ORDER.length;
      const startSet =
        colors && colors.length >= 2 && remaining >= 2 && (forced === "sku-set" || (pastFixedIds && rng.chance(0.1)));
      if (startSet && colors) {
        const size = Math.min(forced === "sku-set" ? 3 : rng.int(2, 5), colors.length, remaining);
        const chosen = rng.sample(colors, size);
        skuSetId = `SS${itemId}`;
        color = chosen[0] ?? null;
        this.set = size > 1 ? { design, colors: chosen, next: 1, skuSetId } : null;
      } else if (colors && rng.chance(0.3)) {
        color = rng.pick(colors);
      }
    }

    let status = "PUBLISHED";
    const s = rng.next();
    if (forced === "discontinued" || (forced === null && s < 0.01)) status = "DISCONTINUED";
    else if (forced === "unpublished" || (forced === null && s < 0.015)) status = "UNPUBLISHED";

    // Past the first pass (one product per subcategory), the same design recurs with other prices;
    // a model code from the design's first item keeps every name unique (decision 040).
    const modelCode = id > this.subs.length ? designModelCode(design.brand, skuSetId ?? itemId) : null;
    const name = productName(design, color, modelCode);
    const category = design.sub as CategoryDef;
    const parentCategory = CATALOGUE.byId.get(design.sub.parentId ?? -1) ?? null;
    const product: ProductTable = {
      id,
      itemId,
      skuSetId,
      color,
      name,
      itemUrl: `${slugify(name, 60) || "item"}_${itemId}`,
      brandId: brandId(design.brand),
      categoryId: design.sub.id,
      division: design.sub.division,
      department: design.sub.department,
      classId: design.sub.department * 100 + design.familyIndex + 1,
      description: design.description,
      unit: design.unit.unit,
      unitCount: design.unit.count,
      basePriceCents: design.basePriceCents,
      finalPriceCents: design.finalPriceCents,
      comparePriceCents: design.comparePriceCents,
      quantityLimit: forced === "quantity-limit" ? 5 : design.quantityLimit,
      ...ratingAndCount(rng, () => Math.floor(3000 * rng.next() ** 4)),
      status,
      isFreeSample: 0,
      assemblyEligible: design.assemblyEligible ? 1 : 0,
      isWarrantyPlan: 0,
      newPackaging: rng.chance(0.02) ? 1 : 0,
      actionLabel: status === "DISCONTINUED" ? "View details" : "Add to cart",
      imageKind: design.family.kind,
      createdAt: createdAt(rng),
      giftCardDeliveryId: null,
    };
    return {
      product,
      inventory: this.inventory(id, forced, status),
      brandName: design.brand,
      category,
      parentCategory,
      planIds: this.plansFor(product, parentCategory),
    };
  }

  private design(rng: Random, sub: SubcategoryDef, familyIndex: number): Design {
    const family = sub.families[familyIndex] as ProductFamily;
    const brand = rng.pick(family.brands);
    // drawn before the noun, as always, but read from the list that suits the noun (same draws, same ids)
    const modelDraw = rng.next();
    const noun = rng.pick(family.nounsFor?.[brand] ?? family.nouns);
    const models = family.models?.[brand] ?? family.linesFor?.[noun] ?? family.lines;
    const model = models[Math.floor(modelDraw * models.length)] as string;
    const fitting = family.specsFor?.find((s) => `${model} ${noun}`.includes(s.match))?.specs ?? family.specs;
    const specs = fitting.map((alternatives) => rng.pick(alternatives));
    const unit = rng.pick(family.units);
    const basePriceCents = retailPrice(rng.logUniform(unit.price[0], unit.price[1]));
    let finalPriceCents = basePriceCents;
    if (rng.chance(0.3)) {
      const percentOff = rng.int(5, 40);
      let sale = Math.round((basePriceCents * (100 - percentOff)) / 100);
      sale = sale - (sale % 10) + 9;
      if (sale >= basePriceCents) sale = basePriceCents - 10;
      if (sale > 0) finalPriceCents = sale;
    }
    const comparePriceCents = rng.chance(0.2) ? retailPrice(basePriceCents * (1.1 + rng.next() * 0.5)) : null;
    const quantityLimit = rng.chance(0.08) ? rng.pick(QUANTITY_LIMITS) : null;
    const sentences = rng.sample(family.sentences, rng.int(1, Math.min(3, family.sentences.length)));
    const description = sentences
      .join(" ")
      .replace(/\{brand\}/g, brand)
      .replace(/\{noun\}/g, noun.toLowerCase());
    return {
      sub,
      familyIndex,
      family,
      brand,
      model,
      noun,
      specs,
      unit,
      basePriceCents,
      finalPriceCents,
      comparePriceCents: comparePriceCents !== null && comparePriceCents > basePriceCents ? comparePriceCents : null,
      quantityLimit,
      assemblyEligible: FURNITURE_KINDS.has(family.kind) && rng.chance(0.4),
      description,
    };
  }

  private freeSample(id: number, rng: Random): GeneratedProduct {
    // each sample once, so no two products share a name
    const t = rng.pick(this.samplesLeft);
    this.samplesLeft = this.samplesLeft.filter((s) => s !== t);
    const sub = this.subBySlug.get(t.subSlug) as SubcategoryDef;
    const itemId = String(100000 + id);
    const product: ProductTable = {
      id,
      itemId,
      skuSetId: null,
      color: null,
      name: t.name,
      itemUrl: `${slugify(t.name, 60)}_${itemId}`,
      brandId: brandId(t.brand),
      categoryId: sub.id,
      division: sub.division,
      department: sub.department,
      classId: sub.department * 100 + 99,
      description: t.description,
      unit: "Each",
      unitCount: 1,
      basePriceCents: 0,
      finalPriceCents: 0,
      comparePriceCents: null,
      quantityLimit: 1,
      ...ratingAndCount(rng, () => rng.int(0, 40)),
      status: "PUBLISHED",
      isFreeSample: 1,
      assemblyEligible: 0,
      isWarrantyPlan: 0,
      newPackaging: 0,
      actionLabel: "Add to cart",
      imageKind: t.kind,
      createdAt: createdAt(rng),
      giftCardDeliveryId: null,
    };
    return {
      product,
      inventory: this.inventory(id, null, "PUBLISHED"),
      brandName: t.brand,
      category: sub,
      parentCategory: CATALOGUE.byId.get(sub.parentId ?? -1) ?? null,
      planIds: [],
    };
  }

  private plan(id: number): GeneratedProduct {
    const index = id - this.regularCount - 1;
    const band = WARRANTY_BANDS[Math.floor(index / WARRANTY_TERMS.length)];
    const termIndex = index % WARRANTY_TERMS.length;
    const years = WARRANTY_TERMS[termIndex];
    if (!band || years === undefined) throw new Error(`seed: no protection plan for product ${id}`);
    const rng = rngFor(this.seed, STREAM_PRODUCT, id);
    const category = CATALOGUE.protectionPlans;
    const itemId = String(100000 + id);
    const name = `${years}-Year Protection Plan for items ${band.label}`;
    const price = band.prices[termIndex] as number;
    const product: ProductTable = {
      id,
      itemId,
      skuSetId: null,
      color: null,
      name,
      itemUrl: `${slugify(name, 60)}_${itemId}`,
      brandId: brandId("Quire"),
      categoryId: category.id,
      division: category.division,
      department: category.department,
      classId: category.department * 100 + years,
      description: `Covers mechanical and electrical failures from normal use for ${years} years from the date of purchase, including power surges. No deductibles; repair or replacement handled by Quire Protect.`,
      unit: "Each",
      unitCount: 1,
      basePriceCents: price,
      finalPriceCents: price,
      comparePriceCents: null,
      quantityLimit: null,
      ...ratingAndCount(rng, () => rng.int(20, 900)),
      status: "PUBLISHED",
      isFreeSample: 0,
      assemblyEligible: 0,
      isWarrantyPlan: 1,
      newPackaging: 0,
      actionLabel: "Add to cart",
      imageKind: "plan",
      createdAt: new Date(REFERENCE_DATE - 400 * DAY_MS).toISOString(),
      giftCardDeliveryId: null,
    };
    return {
      product,
      inventory: { productId: id, onlineQty: 9999, backorderDate: null },
      brandName: "Quire",
      category,
      parentCategory: CATALOGUE.byId.get(category.parentId ?? -1) ?? null,
      planIds: [],
    };
  }

  private inventory(id: number, forced: Forced | null, status: string): InventoryTable {
    const rng = rngFor(this.seed, STREAM_INVENTORY, id);
    const r = rng.next();
    const qty = rng.logUniform(20, 5000);
    const limited = rng.int(1, 9);
    const backorderDate = new Date(REFERENCE_DATE + rng.int(10, 45) * DAY_MS).toISOString().slice(0, 10);
    if (forced === "out-of-stock" || (forced === null && r < 0.04)) return { productId: id, onlineQty: 0, backorderDate: null };
    if (forced === "backordered" || (forced === null && r >= 0.04 && r < 0.07))
      return { productId: id, onlineQty: 0, backorderDate };
    if (r < 0.12) return { productId: id, onlineQty: limited, backorderDate: null };
    if (status === "DISCONTINUED" && r < 0.6) return { productId: id, onlineQty: 0, backorderDate: null };
    return { productId: id, onlineQty: qty, backorderDate: null };
  }

  private plansFor(product: ProductTable, parent: CategoryDef | null): number[] {
    if (this.planCount === 0 || parent?.id !== this.technologyId) return [];
    const band = WARRANTY_BANDS.findIndex((b) => product.finalPriceCents >= b.min && product.finalPriceCents <= b.max);
    if (band < 0) return [];
    // most items offer both terms; every fifth (by id) only the 2-year plan
    return product.id % 5 === 0 ? [this.planId(band, 0)] : WARRANTY_TERMS.map((_, t) => this.planId(band, t));
  }
}

function pickFamily(rng: Random, sub: SubcategoryDef): number {
  const f = rng.weighted(sub.families, (x) => x.weight);
  return sub.families.indexOf(f);
}

function productName(d: Design, color: string | null, modelCode: string | null): string {
  const parts = [productTitle(d.brand, d.model, d.noun), ...d.specs];
  if (d.unit.label) parts.push(d.unit.label);
  if (modelCode) parts.push(modelCode);
  // the colour stays last: a SKU set's members differ only by it
  if (color) parts.push(color);
  return parts.join(", ");
}

/**
 * "Avery Durable View Binder", not "Avery Durable View View Binder": a noun's words that the model
 * already says are said once (the noun keeps at least one word).
 */
export function productTitle(brand: string, model: string, noun: string): string {
  const said = new Set(model.toLowerCase().split(" "));
  const rest = noun.split(" ").filter((w) => !said.has(w.toLowerCase()));
  return [brand, model, rest.length > 0 ? rest.join(" ") : noun].filter(Boolean).join(" ");
}

/**
 * "Model CR-100349": the brand's first letters and the number of the design's first item (a SKU
 * set's id). The number is a token of its own, so the search vocabulary's words stay words.
 */
function designModelCode(brand: string, firstItemId: string): string {
  const letters = brand
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 2)
    .toUpperCase();
  return `Model ${letters}-${firstItemId.replace(/^SS/, "")}`;
}

function brandId(name: string): number {
  const id = BRAND_IDS.get(name);
  if (id === undefined) throw new Error(`seed: unknown brand ${name}`);
  return id;
}

/** Shelf prices: $x.99 above $10, .29/.49/.79/.99 below. */
function retailPrice(cents: number): number {
  if (cents >= 1000) return Math.max(999, Math.round(cents / 100) * 100 - 1);
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  const ending = rest < 35 ? 29 : rest < 60 ? 49 : rest < 85 ? 79 : 99;
  return Math.max(49, dollars * 100 + ending);
}

/**
 * A rating and its review count that agree with the reviews the product page lists (decision 076):
 * at least one review (no "4.4 (0)"), and the rating is the average of the stars those reviews give.
 * Ratings lean to 4-5 as real ones do: about four items in five rate 4 or more.
 */
function ratingAndCount(rng: Random, drawCount: () => number): { rating: number; reviewCount: number } {
  // the rating drawn before the count, as always, so every other draw of the product stays as it was
  // 1.1-4.9: an average of many reviews is seldom a perfect 5 (a handful of reviews may make one)
  const drawn = Math.round((4.9 - 3.8 * (rng.next() * rng.next()) ** 1.6) * 10) / 10;
  const reviewCount = Math.max(1, drawCount());
  return { rating: derivedHistogram(drawn, reviewCount).average, reviewCount };
}

function createdAt(rng: Random): string {
  const offset = rng.int(1, 1095) * DAY_MS + rng.int(0, 86_399) * 1000;
  return new Date(REFERENCE_DATE - offset).toISOString();
}
