import { describe, expect, it } from "vitest";
import { isLoggedIn, LOGGED_OFF_MARKER } from "./logged-in";

describe("LOGGED_OFF_MARKER", () => {
  it("is LOGGEDOFF", () => {
    expect(LOGGED_OFF_MARKER).toBe("LOGGEDOFF");
  });
});

describe("isLoggedIn", () => {
  it.each<[string, Parameters<typeof isLoggedIn>[0], boolean]>([
    ["nothing at all", {}, false],
    ["a null token", { token: null }, false],
    ["a token without the flag", { token: {} }, false],
    ["a logged-out token", { token: { isLoggedIn: false } }, false],
    ["a logged-in token", { token: { isLoggedIn: true } }, true],
    ["a session cookie", { sessionCookie: "a1b2c3" }, true],
    ["an empty session cookie", { sessionCookie: "" }, false],
    ["a blank session cookie", { sessionCookie: "  " }, false],
    ["a quoted empty session cookie", { sessionCookie: '""' }, false],
    ["a null session cookie", { sessionCookie: null }, false],
    ["a logged-off session cookie", { sessionCookie: "LOGGEDOFF" }, false],
    ["a quoted logged-off session cookie", { sessionCookie: '"LOGGEDOFF"' }, false],
    ["a lower-case logged-off session cookie", { sessionCookie: "loggedoff" }, false],
    ["a business-site flag", { businessSiteFlag: "Y" }, true],
    ["a logged-off business-site flag", { businessSiteFlag: "LOGGEDOFF" }, false],
    ["an empty business-site flag", { businessSiteFlag: "" }, false],
    ["a null business-site flag", { businessSiteFlag: null }, false],
    ["a logged-out token with a session cookie", { token: { isLoggedIn: false }, sessionCookie: "abc" }, true],
    ["a logged-in token with a logged-off cookie", { token: { isLoggedIn: true }, sessionCookie: "LOGGEDOFF" }, true],
    ["a logged-off cookie with a business flag", { sessionCookie: "LOGGEDOFF", businessSiteFlag: "1" }, true],
    ["both logged off", { sessionCookie: "LOGGEDOFF", businessSiteFlag: "LOGGEDOFF" }, false],
  ])("%s -> %j", (_name, input, expected) => {
    expect(isLoggedIn(input)).toBe(expected);
  });
});
