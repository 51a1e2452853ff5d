import { z } from "zod";
import { siteVariablesSchema as siteVariablesOut } from "../header-footer";

// The content banners' calls (decision 071): fetchHtmlContent and getEcommContentData.

export const MAX_BANNERS_PER_CALL = 20;
export const CONTENT_PAGE_TYPES = ["home", "cart", "search", "lp"] as const;

const bannerName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "a banner name is 1-64 lower-case letters, digits and dashes")
  .describe("A banner's name, e.g. home-hero");

const text = z.string().max(64);

/** The caller's site variables: each field is checked by the request-context rule, in the spec's words. */
const siteVariablesIn = z
  .object({
    tenant: z.object({ fullName: text.optional(), legacy: text.optional(), shortName: text.optional() }).optional(),
    channelId: text.optional(),
    langCd: text.optional(),
    langId: text.optional(),
    locale: text.optional(),
    hyphenatedLocale: text.optional(),
    siteId: text.optional(),
    storeId: text.optional(),
    isLoggedIn: z.boolean().optional(),
    zipCode: text.optional(),
  })
  .describe(
    "The page's site variables (spec section 3); tenant, legacy tenant, locale, channelId, siteId, langId, langCd and storeId are required",
  );

export const fetchHtmlContentBody = z.object({
  banners: z.array(bannerName).min(1).max(MAX_BANNERS_PER_CALL).describe(`1-${MAX_BANNERS_PER_CALL} banner names`),
  siteVariables: siteVariablesIn,
});

const contentBanner = z.object({
  name: z.string(),
  title: z.string(),
  html: z.string().describe("Safe HTML from the banner's Markdown (no raw HTML, no images, safe links only)"),
  link: z.string().nullable(),
  position: z.number().int(),
});

export const fetchHtmlContentResponse = z.object({
  data: z.object({
    banners: z.array(contentBanner).describe("The banners found, in the order asked"),
    missing: z.array(z.string()).describe("Names this site has no banner for"),
    siteVariables: siteVariablesOut.describe("This site's own variables, with the viewer's isLoggedIn"),
  }),
});

export const ecommContentBody = z.object({
  pageType: z.enum(CONTENT_PAGE_TYPES).describe("The page whose content slots to answer"),
  limit: z.number().int().min(1).max(MAX_BANNERS_PER_CALL).default(MAX_BANNERS_PER_CALL).describe("At most this many slots"),
});

export const ecommContentResponse = z.object({
  data: z.object({
    pageType: z.enum(CONTENT_PAGE_TYPES),
    contents: z.array(contentBanner).describe("The page's content slots, in their order"),
  }),
});
