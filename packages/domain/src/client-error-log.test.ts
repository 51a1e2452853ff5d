import { describe, expect, it } from "vitest";
import { REDACTED, parseClientLog, scrubClientLogText, storedClientLogText } from "./client-error-log";
import { CLIENT_LOG_LIMITS } from "./client-log-limits";

describe("client error log body", () => {
  it("takes msg with optional error and info, dropping other fields", () => {
    expect(parseClientLog({ msg: "ATC_SPARX_CATCH", error: "TypeError", info: "{}", deviceFingerprint: "x" })).toEqual({
      ok: true,
      value: { msg: "ATC_SPARX_CATCH", error: "TypeError", info: "{}" },
    });
    expect(parseClientLog({ msg: "only" })).toEqual({ ok: true, value: { msg: "only" } });
  });

  it.each<[string, unknown, string]>([
    ["no msg", { error: "x" }, "msg must be text"],
    ["an empty msg", { msg: "" }, "msg is required"],
    ["a msg that is not text", { msg: 42 }, "msg must be text"],
    ["an error that is an object", { msg: "m", error: { stack: "s" } }, "error must be text"],
    ["info that is a number", { msg: "m", info: 1 }, "info must be text"],
    ["a msg too long", { msg: "m".repeat(CLIENT_LOG_LIMITS.msg + 1) }, "msg can have at most 500 characters"],
    ["an error too long", { msg: "m", error: "e".repeat(CLIENT_LOG_LIMITS.error + 1) }, "error can have at most 4000 characters"],
    ["an array", [], "The body must be {msg, error, info}"],
    ["no body", null, "The body must be {msg, error, info}"],
  ])("refuses %s", (_name, body, message) => {
    expect(parseClientLog(body)).toEqual({ ok: false, message });
  });
});

describe("scrubbing what is stored", () => {
  it.each([
    ["card 4111111111111111 declined", `card ${REDACTED} declined`],
    ["card 4111 1111 1111 1111 declined", `card ${REDACTED} declined`],
    ["amex 3782-822463-10005", `amex ${REDACTED}`],
    ["twelve 123456789012 digits", `twelve ${REDACTED} digits`],
    ["nineteen 1234567890123456789", `nineteen ${REDACTED}`],
  ])("hides digit runs of 12 to 19 digits: %s", (input, expected) => {
    expect(scrubClientLogText(input)).toBe(expected);
  });

  it("keeps shorter and longer runs (order numbers, timestamps) as they are", () => {
    expect(scrubClientLogText("order 8123456789 at 1732435200")).toBe("order 8123456789 at 1732435200");
    expect(scrubClientLogText("id 12345678901234567890")).toBe("id 12345678901234567890");
  });

  it.each([
    ['{"cvv":"123"}', `{"cvv":"${REDACTED}"}`],
    ["cvv2=1234&x=1", `cvv2=${REDACTED}&x=1`],
    ["securityCode: 987", `securityCode: ${REDACTED}`],
    ["CVC 321", `CVC ${REDACTED}`],
    ["security code 555", `security code ${REDACTED}`],
  ])("hides security codes: %s", (input, expected) => {
    expect(scrubClientLogText(input)).toBe(expected);
  });

  it("stores nothing for an absent field and cuts to the cap", () => {
    expect(storedClientLogText(undefined, 10)).toBeNull();
    expect(storedClientLogText("", 10)).toBeNull();
    expect(storedClientLogText("abcdefghijklmnop", 10)).toBe("abcdefghij");
  });
});
