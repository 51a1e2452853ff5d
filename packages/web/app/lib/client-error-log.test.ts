import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorText, reportClientError, resetClientErrorReporting } from "./client-error-log";

describe("client error log", () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    resetClientErrorReporting();
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
    document.cookie = "quire_csrf=tok";
  });
  afterEach(() => vi.unstubAllGlobals());

  it("posts {msg, error, info} as JSON with the CSRF header and a 1000 ms timeout", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await reportClientError({ msg: "ATC_SPARX_CATCH", error: "boom", info: "{}" });
    expect(timeout).toHaveBeenCalledWith(1000);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/cc/api/log");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ "content-type": "application/json", "x-csrf-token": "tok" });
    expect(JSON.parse(init.body as string)).toEqual({ msg: "ATC_SPARX_CATCH", error: "boom", info: "{}" });
  });

  it("ignores a failed report", async () => {
    fetchMock.mockRejectedValue(new TypeError("network down"));
    await expect(reportClientError({ msg: "x" })).resolves.toBeUndefined();
  });

  it("sends at most five reports from one page, each cut to the server's caps", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    for (let i = 0; i < 8; i++) await reportClientError({ msg: "m".repeat(600) });
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect((JSON.parse(fetchMock.mock.calls[0]![1].body as string) as { msg: string }).msg).toHaveLength(500);
  });

  it("writes an Error with its name, message and stack", () => {
    const error = new RangeError("too far");
    expect(errorText(error)).toContain("RangeError: too far");
    expect(errorText("plain")).toBe("plain");
    expect(errorText({ a: 1 })).toBe('{"a":1}');
  });
});
