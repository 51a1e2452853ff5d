import crypto from "node:crypto";

// Stateless signed values: `<prefix><base64url(json)>.<base64url(hmac-sha256)>`. Each kind of value
// signs with its own key derived from the shared secret, so a value of one kind never verifies as
// another (a payment auth token is not a card token, nor an authorisation id).

export type SigningPurpose =
  | "payment-auth-token"
  | "card-token"
  | "authorisation"
  // stored-value (gift and prepaid) card references and redemptions; Amex points redemptions
  | "stored-value-card"
  | "stored-value-redemption"
  | "amex-points-redemption"
  // the sandbox wallets (src/wallets): a client token, a signed-in wallet account, an approval
  | "wallet-session"
  | "wallet-login"
  | "wallet-nonce";

const PREFIX: Record<SigningPurpose, string> = {
  "payment-auth-token": "pat_",
  "card-token": "tok_",
  authorisation: "auth_",
  "stored-value-card": "svc_",
  "stored-value-redemption": "svr_",
  "amex-points-redemption": "mrr_",
  "wallet-session": "wst_",
  "wallet-login": "wli_",
  "wallet-nonce": "wno_",
};

/** Longest value any verifier looks at: the payloads are a few short fields. */
const MAX_SIGNED_LENGTH = 2048;

export function deriveKey(secret: string, purpose: SigningPurpose): Buffer {
  if (!secret) throw new Error("The payment gateway needs a non-empty secret.");
  return crypto.createHmac("sha256", secret).update(`quire-gateway:${purpose}:v1`).digest();
}

function mac(key: Buffer, prefix: string, body: string): Buffer {
  return crypto.createHmac("sha256", key).update(prefix).update(body).digest();
}

export function sign(key: Buffer, purpose: SigningPurpose, payload: object): string {
  const prefix = PREFIX[purpose];
  const body = Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
  return `${prefix}${body}.${mac(key, prefix, body).toString("base64url")}`;
}

/** The payload of a value signed with `key` for `purpose`, or null when it is not one. */
export function verify(key: Buffer, purpose: SigningPurpose, value: unknown): Record<string, unknown> | null {
  if (typeof value !== "string" || value.length > MAX_SIGNED_LENGTH) return null;
  const prefix = PREFIX[purpose];
  if (!value.startsWith(prefix)) return null;
  const dot = value.indexOf(".", prefix.length);
  if (dot < 0) return null;
  const body = value.slice(prefix.length, dot);
  const signature = value.slice(dot + 1);
  if (!/^[A-Za-z0-9_-]+$/.test(body) || !/^[A-Za-z0-9_-]+$/.test(signature)) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(key, prefix, body);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    return payload && typeof payload === "object" && !Array.isArray(payload) ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
