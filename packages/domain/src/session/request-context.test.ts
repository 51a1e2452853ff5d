import { describe, expect, it } from "vitest";
import { tenantProfile } from "../site";
import { type RequestContext, requestContextErrors, requestContextFor } from "./request-context";

const COMPLETE: Required<RequestContext> = {
  tenant: "dotcom",
  legacyTenant: "sdc",
  locale: "en-us",
  channelId: "WEB",
  siteId: "sdc",
  langId: "-1",
  langCd: "en",
  storeId: "10001",
};

describe("requestContextErrors", () => {
  it("is empty for a complete context", () => {
    expect(requestContextErrors(COMPLETE)).toEqual([]);
  });

  it("lists every message in the spec's order for an empty context", () => {
    expect(requestContextErrors({})).toEqual([
      "tenant required!",
      "legacyTenant required!",
      "locale required!",
      "channelId required!",
      "siteId required!",
      "langId required!",
      "langCd required!",
      "storeId required!",
    ]);
  });

  it.each<[keyof RequestContext, string]>([
    ["tenant", "tenant required!"],
    ["legacyTenant", "legacyTenant required!"],
    ["locale", "locale required!"],
    ["channelId", "channelId required!"],
    ["siteId", "siteId required!"],
    ["langId", "langId required!"],
    ["langCd", "langCd required!"],
    ["storeId", "storeId required!"],
  ])("reports a missing %s as %j", (field, message) => {
    expect(requestContextErrors({ ...COMPLETE, [field]: undefined })).toEqual([message]);
  });

  it.each<[string, unknown]>([
    ["empty", ""],
    ["blank", "   "],
    ["null", null],
    ["a number", 10001],
  ])("treats a %s value as missing", (_name, value) => {
    expect(requestContextErrors({ ...COMPLETE, storeId: value } as RequestContext)).toEqual(["storeId required!"]);
  });

  it("keeps the spec's order when several are missing", () => {
    expect(requestContextErrors({ ...COMPLETE, storeId: "", tenant: " ", langId: undefined })).toEqual([
      "tenant required!",
      "langId required!",
      "storeId required!",
    ]);
  });
});

describe("requestContextFor", () => {
  it.each<["dotcom" | "advantage", Required<RequestContext>]>([
    ["dotcom", COMPLETE],
    [
      "advantage",
      {
        tenant: "advantage",
        legacyTenant: "sba",
        locale: "en-us",
        channelId: "WEB",
        siteId: "sba",
        langId: "-1",
        langCd: "en",
        storeId: "10051",
      },
    ],
  ])("maps the %s site variables", (tenant, expected) => {
    const ctx = requestContextFor(tenantProfile(tenant).siteVariables);
    expect(ctx).toEqual(expected);
    expect(requestContextErrors(ctx)).toEqual([]);
  });
});
