import { describe, expect, it } from "vitest";
import { type ClassifiedLink, classifyLink, isPageLink, linkAccessibleName } from "./links";

const DOMAIN = "www.quire.com";

const none: ClassifiedLink = { kind: "none", href: null, path: null, newTab: false };
const script: ClassifiedLink = { kind: "script", href: null, path: null, newTab: false };
const internal = (path: string): ClassifiedLink => ({ kind: "internal", href: path, path, newTab: false });
const external = (href: string): ClassifiedLink => ({ kind: "external", href, path: null, newTab: false });

describe("classifyLink", () => {
  it.each<[string, string | null | undefined, ClassifiedLink]>([
    ["null", null, none],
    ["undefined", undefined, none],
    ["empty", "", none],
    ["blank", "   ", none],
    ["N/A", "N/A", none],
    ["n/a", " n/a ", none],
    ["javascript:void(0)", "javascript:void(0)", script],
    ["javascript: in capitals", "JavaScript:alert(1)", script],
    ["javascript: split by a tab", "java\tscript:alert(1)", script],
    ["javascript: after a control character", "\u0001javascript:alert(1)", script],
    ["javascript: after spaces", "  javascript:alert(1)", script],
    ["data:", "data:text/html,<script>alert(1)</script>", script],
    ["vbscript:", "vbscript:msgbox(1)", script],
    ["mailto:", "mailto:help@quire.com", { kind: "mailto", href: "mailto:help@quire.com", path: null, newTab: false }],
    ["tel:", "tel:+1-800-555-0100", { kind: "tel", href: "tel:+1-800-555-0100", path: null, newTab: false }],
    ["root-relative path", "/x", internal("/x")],
    ["path with query and hash", "/deals?cat=ink#top", internal("/deals?cat=ink#top")],
    ["relative path", "x?y", internal("/x?y")],
    ["dot segments", "/a/../b", internal("/b")],
    ["encoded slashes stay a local path", "/%2F%2Fevil.com", internal("/%2F%2Fevil.com")],
    ["dot segment hiding a double slash", "/.//evil.com", internal("/evil.com")],
    ["same host", "https://www.quire.com/ink?x=1#y", internal("/ink?x=1#y")],
    ["same host without www", "http://quire.com/ink", internal("/ink")],
    ["same host with a port", "https://www.quire.com:8443/ink", internal("/ink")],
    ["same host in capitals", "HTTPS://WWW.QUIRE.COM/Ink", internal("/Ink")],
    ["same host, protocol-relative", "//quire.com/ink", internal("/ink")],
    ["same host, double slash path", "https://quire.com//evil.com", internal("/evil.com")],
    ["other host", "https://evil.com/x", external("https://evil.com/x")],
    ["subdomain", "https://shop.quire.com/x", external("https://shop.quire.com/x")],
    ["look-alike host", "https://quire.com.evil.com/", external("https://quire.com.evil.com/")],
    ["credentials trick", "https://quire.com@evil.com/", external("https://quire.com@evil.com/")],
    ["protocol-relative", "//evil.com", external("https://evil.com/")],
    ["backslash protocol-relative", "/\\evil.com", external("https://evil.com/")],
    ["double backslash", "\\\\evil.com", external("https://evil.com/")],
    ["tab inside protocol-relative", "/\t/evil.com", external("https://evil.com/")],
    ["scheme without slashes", "https:evil.com", external("https://evil.com/")],
    ["other scheme", "ftp://files.quire.com/a", external("ftp://files.quire.com/a")],
    ["unparseable url", "https://", none],
  ])("%s", (_name, url, expected) => {
    expect(classifyLink(url, DOMAIN)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ["bare domain", "quire.com", "internal"],
    ["www domain", "www.quire.com", "internal"],
    ["domain in capitals", "WWW.Quire.com", "internal"],
    ["domain given as a url", "https://www.quire.com/", "internal"],
    ["domain with a port", "quire.com:3000", "internal"],
    ["another domain", "quireadvantage.com", "external"],
    ["no domain", "", "external"],
  ])("compares with a default domain given as %s", (_name, defaultDomain, kind) => {
    expect(classifyLink("https://www.quire.com/x", defaultDomain).kind).toBe(kind);
  });

  it("never classifies off-site tricks as internal, whatever the default domain", () => {
    for (const url of ["//evil.com", "/\\evil.com", "\\/evil.com", "//evil.com/x", " //evil.com", "https:evil.com"]) {
      for (const domain of [DOMAIN, "evil.invalid", ""]) {
        expect(classifyLink(url, domain).kind).not.toBe("internal");
      }
    }
  });

  it.each<[string | undefined, boolean]>([
    ["new-page", true],
    ["same-page", false],
    [undefined, false],
  ])("targetWindow %j gives newTab %j", (targetWindow, newTab) => {
    expect(classifyLink("/x", DOMAIN, targetWindow).newTab).toBe(newTab);
    expect(classifyLink("https://evil.com", DOMAIN, targetWindow).newTab).toBe(newTab);
  });

  it("treats targetWindow N/A as no link", () => {
    expect(classifyLink("/x", DOMAIN, "N/A")).toEqual(none);
  });

  it("never opens a new tab for script links", () => {
    expect(classifyLink("javascript:void(0)", DOMAIN, "new-page")).toEqual(script);
  });
});

describe("isPageLink", () => {
  it.each<[string | null | undefined, boolean]>([
    ["javascript:void(0)", false],
    ["javascript:alert(1)", false],
    ["mailto:help@quire.com", false],
    ["tel:18005550100", false],
    ["N/A", false],
    ["", false],
    [null, false],
    [undefined, false],
    ["/deals", true],
    ["deals", true],
    ["https://www.quire.com/deals", true],
    ["https://partner.example/", true],
    ["//cdn.example/x", true],
  ])("%j -> %j", (url, expected) => {
    expect(isPageLink(url)).toBe(expected);
  });
});

describe("linkAccessibleName", () => {
  it("keeps an ariaLabel that contains the visible text", () => {
    expect(linkAccessibleName("Print & marketing", "Print & marketing services")).toBe("Print & marketing services");
    expect(linkAccessibleName("Store  locator", "Store locator: find a store near you")).toBe(
      "Store locator: find a store near you",
    );
  });
  it("puts the visible text first when the ariaLabel leaves it out", () => {
    expect(linkAccessibleName("Store locator", "Find a store near you")).toBe("Store locator, Find a store near you");
    expect(linkAccessibleName("1-800-555-0199", "Call us")).toBe("1-800-555-0199, Call us");
  });
  it("gives no name of its own without an ariaLabel", () => {
    expect(linkAccessibleName("Careers", undefined)).toBeUndefined();
    expect(linkAccessibleName("Careers", "  ")).toBeUndefined();
  });
});
