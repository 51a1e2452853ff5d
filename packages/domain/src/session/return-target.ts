import type { TenantId } from "../site";

// Return targets of login-type routes: links to login pages carry the
// page to come back to, and a 401 sends the shopper to log in once per page. The target later
// comes back to us from the query string, so safeReturnPath() is the open-redirect guard.

export const LOGIN_ROUTES = {
  identityLogin: "/office/supplies/login",
  identityCreateAccount: "/office/supplies/create-account",
  sbaLogin: "/sba/login",
  sbaTpsLogin: "/sba/tps/login",
  accountBecomeCustomer: "/account/become-customer",
} as const;

/** Where a sign-out form posts (the page's action signs out and goes home). */
export const SIGN_OUT_PATH = "/office/supplies/logout";

const LOGIN_PATHS: ReadonlySet<string> = new Set(Object.values(LOGIN_ROUTES));

const IDENTITY_PREFIX = "/office/supplies/";

const MAX_RETURN_PATH_LENGTH = 2048;

// Resolves local paths only; a result on any other origin means the text escaped the site.
const LOCAL_BASE = "https://local.invalid";

/** jumpUrl on the consumer tenant, TARGET on the others. */
export function returnTargetParam(tenant: TenantId): "jumpUrl" | "TARGET" {
  return tenant === "dotcom" ? "jumpUrl" : "TARGET";
}

/** The path alone, without query or fragment, lower-cased and without trailing slashes. */
function barePath(pathWithQuery: string): string {
  const cut = pathWithQuery.search(/[?#]/);
  const path = (cut === -1 ? pathWithQuery : pathWithQuery.slice(0, cut)).toLowerCase();
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/**
 * Whether the path is one of the login-type routes. Case and trailing slashes are ignored (as
 * are a query and fragment) so "/SBA/Login/" cannot slip past the loop check.
 */
export function isLoginTypePath(pathname: string): boolean {
  if (typeof pathname !== "string") return false;
  return LOGIN_PATHS.has(barePath(pathname));
}

function hasControlOrBackslash(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** A path on this site: one leading "/", nothing a browser would read as another host. */
function localPath(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > MAX_RETURN_PATH_LENGTH) return null;
  if (raw[0] !== "/" || raw[1] === "/") return null;
  if (hasControlOrBackslash(raw)) return null;
  let resolved: URL;
  try {
    resolved = new URL(raw, LOCAL_BASE);
  } catch {
    return null;
  }
  // "/.//evil.com" stays on this origin but its path becomes "//evil.com", which turns into a
  // protocol-relative URL the moment anything echoes the path back as a Location.
  if (resolved.origin !== LOCAL_BASE || resolved.pathname.startsWith("//")) return null;
  return raw;
}

/**
 * The return target to redirect to after login, or null when it is not a local path (callers
 * fall back to "/"). The value is taken as the query string gave it (decoded once), never
 * decoded again: "/%2F%2Fevil.com" is a harmless local path. Login-type paths are refused too,
 * so a return target can never send the shopper round the login loop.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  const path = localPath(raw);
  if (path === null || isLoginTypePath(path)) return null;
  return path;
}

function splitHash(href: string): [string, string] {
  const hash = href.indexOf("#");
  return hash === -1 ? [href, ""] : [href.slice(0, hash), href.slice(hash)];
}

function queryOf(hrefWithoutHash: string): string {
  const q = hrefWithoutHash.indexOf("?");
  return q === -1 ? "" : hrefWithoutHash.slice(q + 1);
}

function hasParam(query: string, name: string): boolean {
  const wanted = name.toLowerCase();
  for (const key of new URLSearchParams(query).keys()) {
    if (key.toLowerCase() === wanted) return true;
  }
  return false;
}

function appendParam(href: string, name: string, value: string): string {
  const [beforeHash, hash] = splitHash(href);
  const separator = !beforeHash.includes("?") ? "?" : beforeHash.endsWith("?") || beforeHash.endsWith("&") ? "" : "&";
  return `${beforeHash}${separator}${name}=${encodeURIComponent(value)}${hash}`;
}

/** The path of an href that may be relative or absolute; null when it cannot be read. */
function hrefPath(href: string): string | null {
  try {
    return new URL(href, LOCAL_BASE).pathname;
  } catch {
    return null;
  }
}

/**
 * A login-type href with the return target (jumpUrl or TARGET) holding the referrer's path and
 * query. Left unchanged when the referrer is the site root, under the identity or
 * account-become-customer paths, not a local path, or when the href already has the parameter;
 * other hrefs are always unchanged.
 */
export function withReturnTarget(href: string, referrerPath: string | null | undefined, tenant: TenantId): string {
  if (typeof href !== "string") return href;
  const path = hrefPath(href);
  if (path === null || !isLoginTypePath(path)) return href;

  const referrer = localPath(splitHash(referrerPath ?? "")[0]);
  if (referrer === null) return href;
  const referrerBare = barePath(referrer);
  const accountBecomeCustomer = LOGIN_ROUTES.accountBecomeCustomer;
  if (
    referrerBare === "/" ||
    `${referrerBare}/`.startsWith(IDENTITY_PREFIX) ||
    referrerBare === accountBecomeCustomer ||
    referrerBare.startsWith(`${accountBecomeCustomer}/`)
  ) {
    return href;
  }

  const param = returnTargetParam(tenant);
  if (hasParam(queryOf(splitHash(href)[0]), param)) return href;
  return appendParam(href, param, referrer);
}

/**
 * Where a 401 sends the shopper: the login page with the current page as return target and
 * redirected=1, or null when the current URL already carries redirected=1 (once per page) or is
 * itself a login page. A current URL that is not a local path is left out of the target.
 */
export function loginUrlFor401(currentPathWithQuery: string, tenant: TenantId): string | null {
  const [current] = splitHash(typeof currentPathWithQuery === "string" ? currentPathWithQuery : "");
  if (new URLSearchParams(queryOf(current)).getAll("redirected").includes("1")) return null;
  if (isLoginTypePath(current)) return null;
  const target = localPath(current);
  const base = LOGIN_ROUTES.identityLogin;
  if (target === null) return `${base}?redirected=1`;
  return `${base}?${returnTargetParam(tenant)}=${encodeURIComponent(target)}&redirected=1`;
}
