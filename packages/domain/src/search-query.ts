import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, MAX_QUERY_LENGTH, SEARCH_SORTS, type SearchRequest } from "./search-request";

const slug = z
  .string()
  .trim()
  .max(80)
  .regex(/^[a-z0-9-]*$/, "must be a lower-case slug");

/** Prices in the query string are dollars (what a shopper types); the service works in cents. */
const dollars = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "must be an amount in dollars such as 25 or 19.99")
  .transform((v) => Math.round(Number(v) * 100));

const integerIn = (min: number, max: number, name: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

/** Raw query-string parameters of GET /api/search and of the search and category pages. */
export const searchParamsSchema = z
  .object({
    query: z.string().max(MAX_QUERY_LENGTH, `query must be ${MAX_QUERY_LENGTH} characters or fewer`).optional(),
    category: slug.optional(),
    brand: z
      .string()
      .trim()
      .max(400)
      .regex(/^[a-z0-9,-]*$/, "brand must be comma-separated slugs")
      .optional(),
    minPrice: dollars.optional(),
    maxPrice: dollars.optional(),
    sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(", ")}` }).optional(),
    page: integerIn(1, MAX_PAGE, "page").optional(),
    size: integerIn(1, MAX_PAGE_SIZE, "size").optional(),
    onContract: z.enum(["0", "1", "true", "false"], { error: "onContract must be 1 or 0" }).optional(),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: "minPrice must not be greater than maxPrice",
    path: ["minPrice"],
  });

export type SearchParamsInput = z.input<typeof searchParamsSchema>;

export function toSearchRequest(parsed: z.output<typeof searchParamsSchema>): SearchRequest {
  return {
    query: (parsed.query ?? "").trim(),
    category: parsed.category || null,
    brands: (parsed.brand ?? "").split(",").filter(Boolean).slice(0, 20),
    minPriceCents: parsed.minPrice ?? null,
    maxPriceCents: parsed.maxPrice ?? null,
    sort: parsed.sort ?? "relevance",
    page: parsed.page ?? 1,
    size: parsed.size ?? DEFAULT_PAGE_SIZE,
    ...(parsed.onContract === "1" || parsed.onContract === "true" ? { onContract: true } : {}),
  };
}

export type SearchParamsOutcome = { ok: true; request: SearchRequest } | { ok: false; code: "INVALID_REQUEST"; message: string };

/** Validates query-string parameters (unknown keys are ignored) into a search request. */
export function parseSearchParams(params: Record<string, string | undefined>): SearchParamsOutcome {
  const parsed = searchParamsSchema.safeParse(params);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join(".");
    return {
      ok: false,
      code: "INVALID_REQUEST",
      message: field ? `${field}: ${issue?.message}` : (issue?.message ?? "Invalid search"),
    };
  }
  return { ok: true, request: toSearchRequest(parsed.data) };
}
