/** What a lists page shows after a refused post: which form, which list or line, and the service's words. */
export interface ListFormRefusal {
  intent: string;
  target: string | null;
  code: string;
  message: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
}

/** The refusal in a route's action data, when there is one. */
export function listRefusalOf(actionData: unknown): ListFormRefusal | null {
  if (actionData && typeof actionData === "object" && "refusal" in actionData) {
    const refusal = (actionData as { refusal: unknown }).refusal;
    if (refusal && typeof refusal === "object" && "message" in refusal) return refusal as ListFormRefusal;
  }
  return null;
}
