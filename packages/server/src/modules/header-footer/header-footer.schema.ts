import { z } from "zod";

export const MAX_PAGE_PATH_LENGTH = 2000;

export const headerFooterParams = z.object({
  tenant: z.string().max(40).describe("dotcom or advantage; must be the tenant of the host"),
  "*": z.string().max(MAX_PAGE_PATH_LENGTH).optional().describe("The page path the header is for (without the leading /)"),
});

/** Flags of the spec's call; any other query parameter belongs to the page (e.g. the search term). */
export const headerFooterQuery = z.looseObject({
  isSvr: z.string().max(10).optional().describe("Set when the server renders the page (accepted, not needed)"),
  pgIntlO: z.string().max(100).optional().describe("Page internationalisation options (accepted, not needed)"),
});

const navItem = z.object({
  id: z.string(),
  slot: z.enum(["topHat", "marketingBar", "headerLinks", "accountMenu", "finderBanner", "footerColumn", "footerLegal"]),
  group: z.string().optional(),
  headliner: z.string().describe("Rich text: **bold**, __underline__, ^sup^, '- ' bullets, newlines, [label](url)"),
  subHeadliner: z.string().optional(),
  cta: z.string().optional(),
  actionType: z.string().optional(),
  actionOverridesByGroup: z.record(z.string(), z.string()).optional(),
  iconOverridesByGroup: z.record(z.string(), z.string()).optional(),
  destinationURL: z.string().describe("Already resolved for the viewer's group; N/A = not a link"),
  destinationReplaceURL: z.string().optional(),
  targetWindow: z.enum(["same-page", "new-page", "N/A"]),
  ariaLabel: z.string().optional(),
  seoTag: z.string().optional(),
  treatmentType: z.string().optional(),
  CouponCodes: z.string().optional(),
  Sku: z.string().optional(),
  ctaCompoundctaType: z.literal("button").optional(),
  imageUrl: z.string().optional(),
  icon: z.string().optional(),
  alignment: z.enum(["Left", "Right", "Center"]),
  OfferId: z.string().optional(),
  rules: z.array(z.string()).describe("Display rules; bp: rules are left for the client"),
  searchTerms: z.array(z.string()).optional(),
});

export const siteVariables = z.object({
  tenant: z.object({ fullName: z.string(), legacy: z.string(), shortName: z.string() }),
  channelId: z.string(),
  langCd: z.string(),
  langId: z.string(),
  locale: z.string(),
  hyphenatedLocale: z.string(),
  siteId: z.string(),
  storeId: z.string(),
  isLoggedIn: z.boolean(),
  zipCode: z.string().optional(),
});

export const headerFooterResponse = z
  .object({
    data: z.object({
      tenant: z.enum(["dotcom", "advantage"]),
      siteVariables,
      intl: z.object({ locale: z.string(), country: z.literal("US"), currency: z.literal("USD") }),
      header: z.object({
        welcome: z.object({ isLoggedIn: z.boolean(), firstName: z.string().nullable() }),
        account: z
          .object({
            accountNumber: z.string(),
            accountName: z.string(),
            budgetCenter: z.object({ name: z.string(), availableBalanceCents: z.number().int() }).nullable(),
            shipTo: z.object({ shipToId: z.string(), name: z.string() }).nullable(),
            salesRep: z
              .object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() })
              .nullable(),
          })
          .nullable()
          .describe("Business users only"),
        counts: z.object({
          messages: z.number().int(),
          approvals: z.number().int().nullable().describe("null for users who are not approvers"),
          lists: z.number().int(),
        }),
        rewards: z.object({ tier: z.string(), points: z.number(), balanceCents: z.number().int() }).nullable(),
        storeNumber: z.string(),
        items: z.array(navItem),
      }),
      footer: z.object({ items: z.array(navItem) }),
    }),
  })
  .describe("Header, footer, intl and site variables for this viewer and page");
