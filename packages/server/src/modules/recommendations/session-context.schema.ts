import { z } from "zod";

// updateSessionToken's body and answer (decision 071).

export const MAX_CONTEXT_SKUS = 50;

const zipCode = z.string().regex(/^\d{5}$/, "a zip code is 5 digits");
const storeNumber = z.string().regex(/^\d{4}$/, "a store number is 4 digits");
const pageType = z.string().regex(/^[A-Za-z_-]{1,40}$/, "a page type is 1-40 letters, dashes or underscores");
const sku = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, "an item id is 1-40 letters, digits or dashes");
const categoryId = z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, "a category id is 1-60 letters, digits, dashes or underscores");

export const sessionContextQuery = z.object({
  pageType: pageType.optional().describe("The page the shopper is on: home, product, search, cart..."),
  skus: z.array(sku).max(MAX_CONTEXT_SKUS).optional().describe(`The page's item ids, at most ${MAX_CONTEXT_SKUS}`),
  categoryId: categoryId.optional(),
});

export const sessionContextBody = z
  .object({
    serviceContext: z
      .object({
        zipCode: zipCode.optional(),
        storeNumber: storeNumber.optional(),
        country: z.literal("US").optional(),
        locale: z.string().max(10).optional(),
        channel: z.string().max(10).optional(),
      })
      .optional(),
    query: sessionContextQuery.optional(),
  })
  .nullish()
  .describe("May be left out: the query can come as URL parameters alone");

/** The query's fields as URL parameters (skus comma-separated); a field in the body's query wins. */
export const sessionContextUrlQuery = z.object({
  pageType: pageType.optional(),
  skus: z
    .string()
    .max(MAX_CONTEXT_SKUS * 41)
    .optional()
    .describe("Comma-separated item ids"),
  categoryId: categoryId.optional(),
});

export const sessionContextResponse = z.object({
  data: z.object({
    sCtxToken: z.string().describe("The spec's s-ctx-token: changes whenever the kept context changes"),
    recorded: z.boolean().describe("false for a browser with no account and no cart yet (nothing is kept)"),
    serviceContext: z.object({
      zipCode: z.string(),
      storeNumber: z.string(),
      country: z.literal("US"),
      locale: z.literal("en-US"),
      channel: z.literal("WEB"),
    }),
    query: z.object({ pageType: z.string().nullable(), skus: z.array(z.string()), categoryId: z.string().nullable() }),
    updatedAt: z.string(),
  }),
});

/** URL parameters' skus, once split at commas. */
export const urlSkus = z.array(sku).max(MAX_CONTEXT_SKUS, `at most ${MAX_CONTEXT_SKUS} item ids`);
