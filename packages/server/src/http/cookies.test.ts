import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookies";

describe("cookies", () => {
  it("reads one cookie among many and tolerates junk", () => {
    expect(readCookie("a=1; quire_cart=abc%3D; b=2", "quire_cart")).toBe("abc=");
    expect(readCookie("quire_cartx=1", "quire_cart")).toBeNull();
    expect(readCookie("quire_cart=%E0%A4%A", "quire_cart")).toBeNull();
    expect(readCookie(undefined, "quire_cart")).toBeNull();
  });
  it("reads a cookie whatever its neighbours: parts without a value, spaces, '=' in a value, the first of two", () => {
    expect(readCookie("flag; quire_cart=x", "quire_cart")).toBe("x");
    expect(readCookie("  quire_cart =  a=b=  ;other=1", "quire_cart")).toBe("a=b=");
    expect(readCookie("quire_cart=", "quire_cart")).toBe("");
    expect(readCookie("quire_cart=first; quire_cart=second", "quire_cart")).toBe("first");
    expect(readCookie("a=1;;b=2;", "b")).toBe("2");
    expect(readCookie("a=1; b", "b")).toBeNull();
    expect(readCookie("x=quire_cart=1", "quire_cart")).toBeNull();
  });
  it("writes HttpOnly SameSite=Lax cookies, Secure only over https", () => {
    expect(serializeCookie("c", "v", { maxAgeSeconds: 10, secure: false })).toBe(
      "c=v; Path=/; Max-Age=10; SameSite=Lax; HttpOnly",
    );
    expect(serializeCookie("c", "v", { maxAgeSeconds: 10, secure: true })).toContain("; Secure");
  });
});
