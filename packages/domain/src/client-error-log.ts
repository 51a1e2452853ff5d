import * as z from "zod/mini";
import { CLIENT_LOG_LIMITS } from "./client-log-limits";

// The client error log (cart.md section 7, `POST /log`): a page reports an error it caught as
// `{msg, error, info}`. What is stored must never hold a card number or a security code, so every
// text is scrubbed before it is kept, and every field is capped.

const text = (max: number, name: string) =>
  z.string({ error: `${name} must be text` }).check(z.maxLength(max, `${name} can have at most ${max} characters`));

/**
 * `msg` is required text; `error` and `info` are optional text. Other fields are dropped, not
 * refused: a browser may add what it knows (the device fingerprint), and none of it is kept.
 */
export const clientLogRequest = z.object(
  {
    msg: text(CLIENT_LOG_LIMITS.msg, "msg").check(z.minLength(1, "msg is required")),
    error: z.optional(z.nullable(text(CLIENT_LOG_LIMITS.error, "error"))),
    info: z.optional(z.nullable(text(CLIENT_LOG_LIMITS.info, "info"))),
  },
  { error: "The body must be {msg, error, info}" },
);
export type ClientLogRequest = z.output<typeof clientLogRequest>;

export function parseClientLog(body: unknown): { ok: true; value: ClientLogRequest } | { ok: false; message: string } {
  const parsed = z.safeParse(clientLogRequest, body);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? "The body must be {msg, error, info}" };
}

export const REDACTED = "[redacted]";

// 12 to 19 digits, alone or in groups split by spaces or dashes ("4111 1111 1111 1111").
const DIGIT_RUN = /(?<![\d])\d(?:[ -]?\d){11,18}(?![\d])/g;
// A security code named as such: cvv, cvv2, cvc, cid, csc, securityCode, security_code, "security code".
const SECURITY_CODE = /((?:cvv2?|cvc2?|cid|csc|security[ _-]?code)["']?\s*[:=]?\s*["']?)\d{3,4}(?!\d)/gi;

/** The text with card-number-like digit runs and security codes replaced by "[redacted]". */
export function scrubClientLogText(value: string): string {
  return value.replace(SECURITY_CODE, `$1${REDACTED}`).replace(DIGIT_RUN, REDACTED);
}

/** A field as stored: scrubbed, then cut to its cap (scrubbing can only lengthen a short run). */
export function storedClientLogText(value: string | null | undefined, max: number): string | null {
  if (value === null || value === undefined || value === "") return null;
  return scrubClientLogText(value).slice(0, max);
}
