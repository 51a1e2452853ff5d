// The device fingerprint (cart.md section 5): the browser adds it to the body of a call that is
// not a GET, but only when it is at most 11,000 characters; a longer one is left off, never cut.
// The server accepts the field and ignores it (the cart's schemas drop unknown fields).

export const DEVICE_FINGERPRINT_FIELD = "deviceFingerprint";
export const MAX_DEVICE_FINGERPRINT_LENGTH = 11_000;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The body to send: with the fingerprint when the call is not a GET, the body is an object and the fingerprint fits. */
export function withDeviceFingerprint<T>(method: string, body: T, fingerprint: string | null | undefined): T {
  const verb = method.toUpperCase();
  if (verb === "GET" || verb === "HEAD") return body;
  if (!isPlainObject(body)) return body;
  if (typeof fingerprint !== "string" || fingerprint === "" || fingerprint.length > MAX_DEVICE_FINGERPRINT_LENGTH) {
    return body;
  }
  return { ...body, [DEVICE_FINGERPRINT_FIELD]: fingerprint };
}
