// Link classification for header and footer items: javascript:void(0),
// mailto: and tel: are not page links; a link is external when its host, minus a leading "www.",
// differs from the default domain. Parsing goes through the WHATWG URL parser so a link is read
// exactly the way the browser will follow it ("/\evil.com" is evil.com to a browser).

export type LinkKind = "none" | "script" | "mailto" | "tel" | "internal" | "external";

export interface ClassifiedLink {
  kind: LinkKind;
  href: string | null;
  path: string | null;
  newTab: boolean;
}

const SCRIPT_SCHEMES = new Set(["javascript:", "data:", "vbscript:"]);

// Only used to resolve relative links; relative-ness is decided from the text, never by this host.
const RELATIVE_BASE = "https://relative.invalid/";
const RELATIVE_ORIGIN = "https://relative.invalid";

const NO_LINK: ClassifiedLink = { kind: "none", href: null, path: null, newTab: false };

/**
 * The text as the URL parser sees it: leading/trailing C0 controls and spaces dropped, tabs and
 * newlines removed anywhere (so "java\tscript:" is still javascript:).
 */
function urlText(url: string): string {
  let text = "";
  for (const ch of url) {
    if (ch !== "\t" && ch !== "\n" && ch !== "\r") text += ch;
  }
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}

function isNoLink(text: string): boolean {
  return text === "" || text.toUpperCase() === "N/A";
}

function bareHost(host: string): string {
  const lower = host.toLowerCase();
  return lower.startsWith("www.") ? lower.slice(4) : lower;
}

/** "https://www.Quire.com:443/x" or "quire.com" -> "quire.com" */
function defaultHost(defaultDomain: string): string {
  let domain = defaultDomain.trim().toLowerCase();
  const scheme = domain.indexOf("://");
  if (scheme !== -1) domain = domain.slice(scheme + 3);
  domain = domain.split(/[/?#]/, 1)[0] ?? "";
  domain = domain.replace(/:\d*$/, "");
  return bareHost(domain);
}

// A path like "//evil.com" (from "/.//evil.com" or "https://quire.com//evil.com") is
// protocol-relative once rendered as an href, so leading slashes collapse to one.
function appPath(url: URL): string {
  const pathname = url.pathname.replace(/^\/+/, "/");
  return `${pathname}${url.search}${url.hash}`;
}

export function classifyLink(url: string | null | undefined, defaultDomain: string, targetWindow?: string): ClassifiedLink {
  if (typeof url !== "string" || targetWindow === "N/A") return NO_LINK;
  const text = urlText(url);
  if (isNoLink(text)) return NO_LINK;
  const newTab = targetWindow === "new-page";

  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  let parsed: URL;
  try {
    // Absolute urls are parsed on their own: against an https base, "https:evil.com" would be
    // read as a relative path, while a page on http reads it as a host.
    parsed = hasScheme ? new URL(text) : new URL(text, RELATIVE_BASE);
  } catch {
    // The browser could not follow it either.
    return NO_LINK;
  }

  const scheme = hasScheme ? parsed.protocol : null;
  if (scheme !== null && SCRIPT_SCHEMES.has(scheme)) return { kind: "script", href: null, path: null, newTab: false };
  if (scheme === "mailto:") return { kind: "mailto", href: text, path: null, newTab };
  if (scheme === "tel:") return { kind: "tel", href: text, path: null, newTab };

  // Backslashes count as slashes for http(s), so "/\evil.com" is protocol-relative too.
  const protocolRelative = /^[\\/]{2}/.test(text);
  if (scheme === null && !protocolRelative && parsed.origin === RELATIVE_ORIGIN) {
    const path = appPath(parsed);
    return { kind: "internal", href: path, path, newTab };
  }
  if (scheme !== null && scheme !== "http:" && scheme !== "https:") {
    // ftp:, sms: and the like leave the site; they are links, just not ours.
    return { kind: "external", href: parsed.href, path: null, newTab };
  }
  const home = defaultHost(defaultDomain);
  if (home !== "" && bareHost(parsed.hostname) === home) {
    const path = appPath(parsed);
    return { kind: "internal", href: path, path, newTab };
  }
  return { kind: "external", href: parsed.href, path: null, newTab };
}

/** Whether following the url loads a page (internal or external), as opposed to script, mail, phone or nothing. */
export function isPageLink(url: string | null | undefined): boolean {
  const { kind } = classifyLink(url, "");
  return kind === "internal" || kind === "external";
}

const collapsed = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/**
 * The accessible name of a link whose item carries an ariaLabel. WCAG 2.5.3 (label in name): a
 * voice-control user says the words they see, so the name must contain the visible text. An
 * ariaLabel that already does is used as written; one that does not is kept after the visible text,
 * never in place of it. Without an ariaLabel the visible text is the name (undefined: no aria-label).
 */
export function linkAccessibleName(visibleText: string, ariaLabel: string | null | undefined): string | undefined {
  const label = ariaLabel?.trim();
  if (!label) return undefined;
  const visible = visibleText.replace(/\s+/g, " ").trim();
  if (!visible || collapsed(label).includes(collapsed(visible))) return label;
  return `${visible}, ${label}`;
}
