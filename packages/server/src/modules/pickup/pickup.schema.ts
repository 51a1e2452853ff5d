import { TENANTS, normalizeStoreNumber } from "@quire/domain";
import { z } from "zod";
import { AppError } from "../../http/errors";

// POST /cc/api/omni/pickupinstore (spec section 7): the body's rules (spec section 5) and the
// answer's shape. Every field is optional but tenant; a field that is present must be well formed.

/** Spec section 5: word characters separated by commas or spaces. */
const SEARCH_TEXT = /^\w+(?:[ ,]+\w+)*$/;

export const pickupInStoreBody = z.object({
  zipCode: z.string().optional().describe("Five digits; the stores nearest it ('Invalid zipcode' when unknown)"),
  state: z.string().optional().describe("Two letters; must be the ZIP code's state when both are sent"),
  city: z.string().optional().describe("Word characters separated by commas or spaces"),
  searchParam: z
    .string()
    .optional()
    .describe("An item id: the answer carries its shelf stock at the chosen store and the stores near it"),
  storeNumber: z.string().optional().describe("The chosen store (else the nearest to zipCode, else my store)"),
  tenant: z.enum(["dotcom", "advantage"]).describe("The storefront asking: dotcom or advantage (must be this site's)"),
});

export interface PickupInStoreInput {
  zipCode: string | null;
  state: string | null;
  city: string | null;
  itemId: string | null;
  storeNumber: string | null;
  tenant: string;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The body as the service reads it, or 400 INVALID_REQUEST with a message per field. */
export function parsePickupInStore(body: unknown): PickupInStoreInput {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError(400, "INVALID_REQUEST", "The request body must be a JSON object.");
  }
  const b = body as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const text = (name: string): string | null => {
    const v = b[name];
    if (blank(v)) return null;
    if (typeof v !== "string") {
      fields[name] = `${name} must be text.`;
      return null;
    }
    return v.trim();
  };
  const zipCode = text("zipCode");
  if (zipCode !== null && !/^\d{5}$/.test(zipCode)) fields.zipCode = "Invalid zip code";
  const stateText = text("state");
  if (stateText !== null && !/^[A-Za-z]{2}$/.test(stateText)) fields.state = "state must be two letters.";
  const city = text("city");
  if (city !== null && (city.length > 60 || !SEARCH_TEXT.test(city)))
    fields.city = "city must be words separated by commas or spaces.";
  const itemId = text("searchParam");
  if (itemId !== null && !/^\d{1,12}$/.test(itemId)) fields.searchParam = "searchParam must be an item id (digits).";
  const storeText = typeof b.storeNumber === "number" ? String(b.storeNumber) : text("storeNumber");
  const storeNumber = storeText === null ? null : normalizeStoreNumber(storeText);
  if (storeText !== null && !storeNumber) fields.storeNumber = "storeNumber must be a store number (digits).";
  const tenant = b.tenant;
  if (blank(tenant)) fields.tenant = "tenant is required.";
  else if (typeof tenant !== "string" || !(TENANTS as readonly string[]).includes(tenant))
    fields.tenant = `tenant must be one of ${TENANTS.join(", ")}.`;
  const names = Object.keys(fields);
  if (names.length > 0) {
    throw new AppError(
      400,
      "INVALID_REQUEST",
      names.map((n) => (/[.!?]$/.test(fields[n] ?? "") ? fields[n] : `${fields[n]}.`)).join(" "),
      { fields },
    );
  }
  return {
    zipCode,
    state: stateText?.toUpperCase() ?? null,
    city,
    itemId,
    storeNumber,
    tenant: tenant as string,
  };
}

const storeAnswer = z.object({
  storeNumber: z.string(),
  name: z.string(),
  address: z.object({ addressLine1: z.string(), city: z.string(), state: z.string(), zipcode: z.string() }),
  addressLine: z.string().describe("The address on one line"),
  phone: z.string(),
  distanceMiles: z.number().nullable().describe("From the searched ZIP code (or the chosen store); one decimal"),
  workingHours: z.record(z.string(), z.tuple([z.string(), z.string()]).nullable()),
  hoursSummary: z.string(),
  storeStatus: z.enum(["OPEN", "CLOSED"]),
  StoreOpenTime: z.string().describe("today's opening time, '8:00 am'; empty on a closed day"),
  storeStatusTime: z.string().describe("when the status next changes: '9:00 pm' (closes) or '8:00 am' (opens)"),
  statusText: z.string().describe("'Open until 9:00 pm', 'Closed · Opens 8:00 am tomorrow'"),
  isAvailable: z.boolean().describe("With searchParam: the item is on this store's shelf; without: the store is open now"),
});

const itemAnswer = z.object({
  itemId: z.string(),
  name: z.string(),
  stockQty: z.number().int(),
  stockText: z.string().describe("'12 in stock' or 'Out of stock at Natick'"),
  deliveryLabel: z.string().nullable().describe("'Pick up in 30 minutes', 'Pick up in 1 hour', 'Pick up today by 7 pm', ..."),
});

export const pickupInStoreResponse = z
  .object({
    pickInStoreDetails: z
      .array(z.object({ store: storeAnswer, item: itemAnswer.optional() }))
      .describe("[0] is the chosen (or nearest) store; with searchParam, the stores near it follow, nearest first"),
    messages: z.array(z.object({ type: z.enum(["INFO", "WARNING"]), code: z.string(), message: z.string() })),
    taxExempt: z.boolean().optional().describe("Business tenant only: the account's pickup orders carry no sales tax"),
  })
  .describe("The pickup answer");

export type PickupInStoreAnswer = z.infer<typeof pickupInStoreResponse>;

export const pickupErrorResponse = z
  .object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() })
  .describe("{code, message}");
