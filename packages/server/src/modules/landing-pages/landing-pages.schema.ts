import { LANDING_PAGE_SIZE, MAX_LANDING_FILTER_VALUES } from "@quire/domain";
import { z } from "zod";
import { productSummary } from "../catalogue";

// fetchComponentsModel's filter request and components model (decision 071).

const id = z.number().int().min(1).max(999_999_999);

export const componentsModelBody = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "a landing page's slug is 1-64 lower-case letters, digits and dashes")
    .describe("The landing page, e.g. back-to-school"),
  brands: z.array(id).max(MAX_LANDING_FILTER_VALUES).default([]).describe("Brand ids (brandCategories' brandId)"),
  categories: z.array(id).max(MAX_LANDING_FILTER_VALUES).default([]).describe("Super category ids (superCategories' scatId)"),
  bopis: z.boolean().default(false).describe("Only items in stock at the shopper's store (pick up today)"),
  promo: z.boolean().default(false).describe("Only items priced under their regular price"),
  page: z.number().int().min(1).max(10_000).default(1).describe(`Page of ${LANDING_PAGE_SIZE} products`),
});

const facet = z.object({
  brandId: z.number().int().nullable(),
  scatId: z.number().int().nullable(),
  name: z.string(),
  count: z.number().int().describe("Products with this value and the other filters"),
  selected: z.boolean(),
});

export const componentsModelResponse = z.object({
  data: z.object({
    slug: z.string(),
    title: z.string(),
    hero: z.object({ title: z.string(), html: z.string(), link: z.string().nullable() }).nullable(),
    filterData: z.object({
      brandCategories: z.array(facet),
      superCategories: z.array(facet),
      bopisCategories: z.array(facet),
      promoCategories: z.array(facet),
    }),
    storeNumber: z.string().describe("The store the pick-up filter is about: the shopper's chosen store, else 0008"),
    storeName: z.string().describe("That store as the header names it: its city"),
    products: z.array(productSummary).describe("This page of the filtered products, best rated first, at the viewer's prices"),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z.number().int(),
  }),
});
