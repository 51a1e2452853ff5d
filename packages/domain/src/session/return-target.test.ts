import { describe, expect, it } from "vitest";
import type { TenantId } from "../site";
import {
  isLoginTypePath,
  LOGIN_ROUTES,
  loginUrlFor401,
  returnTargetParam,
  safeReturnPath,
  withReturnTarget,
} from "./return-target";

describe("LOGIN_ROUTES", () => {
  it("holds the spec's login-type routes", () => {
    expect(LOGIN_ROUTES).toEqual({
      identityLogin: "/office/supplies/login",
      identityCreateAccount: "/office/supplies/create-account",
      sbaLogin: "/sba/login",
      sbaTpsLogin: "/sba/tps/login",
      accountBecomeCustomer: "/account/become-customer",
    });
  });
});

describe("returnTargetParam", () => {
  it.each<[TenantId, string]>([
    ["dotcom", "jumpUrl"],
    ["advantage", "TARGET"],
  ])("%s -> %s", (tenant, expected) => {
    expect(returnTargetParam(tenant)).toBe(expected);
  });
});

describe("isLoginTypePath", () => {
  it.each<[string, boolean]>([
    ["/office/supplies/login", true],
    ["/office/supplies/create-account", true],
    ["/sba/login", true],
    ["/sba/tps/login", true],
    ["/account/become-customer", true],
    ["/sba/login/", true],
    ["/SBA/Login", true],
    ["/office/supplies/login?jumpUrl=%2Fcart", true],
    ["/sba/login#top", true],
    ["/", false],
    ["", false],
    ["/cart", false],
    ["/office/supplies", false],
    ["/office/supplies/login/help", false],
    ["/sba/loginx", false],
    ["/account", false],
  ])("%j -> %j", (path, expected) => {
    expect(isLoginTypePath(path)).toBe(expected);
  });
});

describe("withReturnTarget", () => {
  it.each<[string, string, string | null | undefined, TenantId, string]>([
    ["adds jumpUrl on dotcom", "/office/supplies/login", "/cart", "dotcom", "/office/supplies/login?jumpUrl=%2Fcart"],
    ["adds TARGET on advantage", "/sba/login", "/cc/mmx/cart", "advantage", "/sba/login?TARGET=%2Fcc%2Fmmx%2Fcart"],
    [
      "keeps the referrer query",
      "/sba/tps/login",
      "/search?q=ink&p=2",
      "advantage",
      "/sba/tps/login?TARGET=%2Fsearch%3Fq%3Dink%26p%3D2",
    ],
    ["drops the referrer fragment", "/office/supplies/login", "/deals#top", "dotcom", "/office/supplies/login?jumpUrl=%2Fdeals"],
    [
      "appends to an existing query",
      "/office/supplies/login?x=1",
      "/cart",
      "dotcom",
      "/office/supplies/login?x=1&jumpUrl=%2Fcart",
    ],
    [
      "keeps the href fragment last",
      "/office/supplies/login#form",
      "/cart",
      "dotcom",
      "/office/supplies/login?jumpUrl=%2Fcart#form",
    ],
    ["works on a trailing ?", "/office/supplies/login?", "/cart", "dotcom", "/office/supplies/login?jumpUrl=%2Fcart"],
    [
      "works on an absolute href",
      "https://www.quire.com/office/supplies/create-account",
      "/lists",
      "dotcom",
      "https://www.quire.com/office/supplies/create-account?jumpUrl=%2Flists",
    ],
    ["works on become-customer", "/account/become-customer", "/ink", "advantage", "/account/become-customer?TARGET=%2Fink"],
  ])("%s", (_name, href, referrer, tenant, expected) => {
    expect(withReturnTarget(href, referrer, tenant)).toBe(expected);
  });

  it.each<[string, string, string | null | undefined, TenantId]>([
    ["a non-login href", "/cart", "/deals", "dotcom"],
    ["a login-looking href", "/office/supplies/login-help", "/deals", "dotcom"],
    ["the site root referrer", "/office/supplies/login", "/", "dotcom"],
    ["the site root with a query", "/office/supplies/login", "/?utm=x", "dotcom"],
    ["an identity referrer", "/office/supplies/login", "/office/supplies/create-account", "dotcom"],
    ["an identity referrer below the prefix", "/office/supplies/login", "/office/supplies/anything?x=1", "dotcom"],
    ["an account-become-customer referrer", "/sba/login", "/account/become-customer", "advantage"],
    ["an account-become-customer sub-path referrer", "/sba/login", "/account/become-customer/step-2", "advantage"],
    ["a present jumpUrl", "/office/supplies/login?jumpUrl=%2Fx", "/cart", "dotcom"],
    ["a present TARGET", "/sba/login?TARGET=/x", "/cart", "advantage"],
    ["a present param in other case", "/sba/login?target=/x", "/cart", "advantage"],
    ["no referrer", "/office/supplies/login", null, "dotcom"],
    ["an undefined referrer", "/office/supplies/login", undefined, "dotcom"],
    ["an empty referrer", "/office/supplies/login", "", "dotcom"],
    ["an off-site referrer", "/office/supplies/login", "//evil.com/x", "dotcom"],
    ["an absolute referrer", "/office/supplies/login", "https://evil.com/x", "dotcom"],
  ])("leaves the href unchanged for %s", (_name, href, referrer, tenant) => {
    expect(withReturnTarget(href, referrer, tenant)).toBe(href);
  });

  it("adds a login-type referrer outside the identity paths, which safeReturnPath later refuses", () => {
    const href = withReturnTarget("/office/supplies/login", "/sba/login", "dotcom");
    expect(href).toBe("/office/supplies/login?jumpUrl=%2Fsba%2Flogin");
    expect(safeReturnPath(new URL(href, "https://x.invalid").searchParams.get("jumpUrl"))).toBeNull();
  });

  it("round-trips through the query string to safeReturnPath", () => {
    const href = withReturnTarget("/office/supplies/login", "/search?q=a b&c=%2F", "dotcom");
    const back = new URL(href, "https://x.invalid").searchParams.get("jumpUrl");
    expect(back).toBe("/search?q=a b&c=%2F");
    expect(safeReturnPath(back)).toBe("/search?q=a b&c=%2F");
  });
});

describe("safeReturnPath", () => {
  it.each<[string, string]>([
    ["/", "/"],
    ["/cart", "/cart"],
    ["/search?q=ink&page=2", "/search?q=ink&page=2"],
    ["/deals#top", "/deals#top"],
    ["/%2F%2Fevil.com", "/%2F%2Fevil.com"],
    ["/a/../b", "/a/../b"],
    ["/search?q=a b", "/search?q=a b"],
    ["/search?next=https://evil.com", "/search?next=https://evil.com"],
  ])("accepts the local path %j", (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each<[string, string | null | undefined]>([
    ["null", null],
    ["undefined", undefined],
    ["empty", ""],
    ["an absolute url", "https://evil.com"],
    ["an absolute url to a path", "http://evil.com/cart"],
    ["protocol-relative", "//evil.com"],
    ["backslash protocol-relative", "/\\evil.com"],
    ["backslash then slash", "\\/evil.com"],
    ["a backslash inside", "/cart\\x"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,x"],
    ["an encoded protocol-relative", "%2F%2Fevil.com"],
    ["leading space", " /x"],
    ["leading tab", "\t//evil"],
    ["a tab inside", "/\t/evil.com"],
    ["a newline inside", "/x\nLocation: //evil.com"],
    ["a NUL", "/x\u0000"],
    ["DEL", "/x\u007f"],
    ["a relative path", "cart"],
    ["a dot segment hiding a double slash", "/.//evil.com"],
    ["a parent segment hiding a double slash", "/a/..//evil.com"],
    ["too long", `/${"a".repeat(2048)}`],
    ["the login page", "/office/supplies/login"],
    ["the login page with a target", "/office/supplies/login?jumpUrl=%2Fcart"],
    ["the sba login page", "/SBA/LOGIN/"],
    ["create account", "/office/supplies/create-account"],
    ["sba tps login", "/sba/tps/login"],
    ["become customer", "/account/become-customer"],
  ])("refuses %s", (_name, raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it("accepts a path of exactly 2048 characters", () => {
    const path = `/${"a".repeat(2047)}`;
    expect(safeReturnPath(path)).toBe(path);
  });
});

describe("loginUrlFor401", () => {
  it.each<[string, TenantId, string | null]>([
    ["/cart", "dotcom", "/office/supplies/login?jumpUrl=%2Fcart&redirected=1"],
    ["/cc/mmx/cart?x=1", "advantage", "/office/supplies/login?TARGET=%2Fcc%2Fmmx%2Fcart%3Fx%3D1&redirected=1"],
    ["/", "dotcom", "/office/supplies/login?jumpUrl=%2F&redirected=1"],
    ["/deals#top", "dotcom", "/office/supplies/login?jumpUrl=%2Fdeals&redirected=1"],
    ["/cart?redirected=1", "dotcom", null],
    ["/cart?x=1&redirected=1", "advantage", null],
    ["/cart?redirected=0", "dotcom", "/office/supplies/login?jumpUrl=%2Fcart%3Fredirected%3D0&redirected=1"],
    ["/office/supplies/login", "dotcom", null],
    ["/sba/login?TARGET=%2Fx", "advantage", null],
    ["//evil.com/x", "dotcom", "/office/supplies/login?redirected=1"],
    ["https://evil.com/x", "dotcom", "/office/supplies/login?redirected=1"],
  ])("%j on %s -> %j", (current, tenant, expected) => {
    expect(loginUrlFor401(current, tenant)).toBe(expected);
  });

  it("happens once: the login URL it builds does not qualify again", () => {
    const first = loginUrlFor401("/cart", "dotcom");
    expect(first).not.toBeNull();
    expect(loginUrlFor401(first ?? "", "dotcom")).toBeNull();
  });
});
