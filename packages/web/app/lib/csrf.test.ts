import { describe, expect, it } from "vitest";
import { csrfHeaders, readCsrfToken } from "./csrf";

describe("csrf", () => {
  it("reads the quire_csrf cookie among others", () => {
    expect(readCsrfToken("a=1; quire_csrf=abc%3D%3D; b=2")).toBe("abc==");
    expect(readCsrfToken("xquire_csrf=nope")).toBeNull();
    expect(readCsrfToken("quire_csrf=")).toBeNull();
    expect(readCsrfToken("")).toBeNull();
  });

  it("builds the header only when there is a token", () => {
    expect(csrfHeaders("quire_csrf=t1")).toEqual({ "x-csrf-token": "t1" });
    expect(csrfHeaders("other=1")).toEqual({});
  });
});
