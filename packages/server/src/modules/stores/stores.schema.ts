import { z } from "zod";

// The store calls' shapes, for the OpenAPI document and the answers' serialisation. Bodies are read
// by the service with the domain's rules (store-search.ts, store-geo.ts), so a refusal carries the
// spec's words ('Invalid zipcode', 'No store found', 'No Local Business').

export const storesErrorResponse = z.object({ code: z.string(), message: z.string() }).describe("{code, message}");

export const storeLocatorBody = z
  .object({
    storeNumber: z.union([z.string(), z.number()]).optional().describe('One store by number ("8" and "0008" are the same)'),
    address: z
      .string()
      .optional()
      .describe('A ZIP code, a city, or "city, state": word characters separated by commas or spaces'),
    radius: z
      .union([z.string(), z.number()])
      .optional()
      .describe("Miles, used only if a finite integer (default 20, at most 250)"),
  })
  .describe("storeNumber or address");

const weeklyHours = z.record(z.string(), z.tuple([z.string(), z.string()]).nullable());

export const locatorStore = z.object({
  storeNumber: z.string(),
  name: z.string(),
  address: z.object({ addressLine1: z.string(), city: z.string(), state: z.string(), zipcode: z.string() }),
  addressLine: z.string(),
  isAvailable: z.boolean(),
  workingHours: z.string().describe('Today\'s hours in the store\'s zone, 12-hour time: "8:00 am - 9:00 pm" or "Closed"'),
  weeklyHours: weeklyHours.describe('Each weekday\'s opening and closing time, 24-hour "0800"; null when closed'),
  storeStatus: z.enum(["OPEN", "CLOSED"]),
  StoreOpenTime: z.string().describe('Today\'s opening time, "8:00 am"; "" on a closed day'),
  storeStatusTime: z
    .string()
    .describe("When the status next changes: the closing time when open, the next opening time when closed"),
  statusText: z.string().describe('"Open until 9:00 pm", "Closed · Opens 8:00 am tomorrow"'),
  radius: z.number().describe("Distance from the searched place, miles, one decimal"),
  distance: z.number().describe("The same distance"),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  timeZone: z.string(),
});

const place = z.object({ latitude: z.number(), longitude: z.number(), city: z.string(), state: z.string(), zipCode: z.string() });

export const storeLocatorResponse = z.object({
  data: z.object({
    results: z.object({
      status: z.literal("SUCCESS"),
      stores: z.array(locatorStore).describe("Nearest first, at most 50"),
      place: place.nullable().describe("The searched place (null for a storeNumber search)"),
      radius: z.number().int(),
    }),
  }),
});

export const localBusinessBody = z.object({
  latitude: z.union([z.number(), z.string()]),
  longitude: z.union([z.number(), z.string()]),
});

export const localBusinessResponse = z.object({
  data: z.object({ stores: z.array(locatorStore).describe("The nearest stores within 100 miles, at most 5") }),
});

export const preferredStoreQuery = z.object({ type: z.string().optional() });

export const preferredStoreBody = z.object({
  storeNumber: z.union([z.string(), z.number()]),
  address1: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
});

const yourStore = z.object({ storeNumber: z.string(), zipCode: z.string(), state: z.string(), city: z.string() });

export const preferredStoreResponse = z.object({
  data: z.object({ status: z.literal("SUCCESS"), yourStore: yourStore.describe("What the YourStore cookie now holds") }),
});
