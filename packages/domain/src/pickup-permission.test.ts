import { describe, expect, it } from "vitest";
import { canPickUpInStore } from "./pickup-permission";

describe("canPickUpInStore", () => {
  it("lets every consumer pick up", () => {
    expect(canPickUpInStore({ tenant: "dotcom", permissions: [] })).toBe(true);
  });

  it("lets a business user pick up only with G_BOP", () => {
    expect(canPickUpInStore({ tenant: "advantage", permissions: ["G_ALP", "G_BOP"] })).toBe(true);
    expect(canPickUpInStore({ tenant: "advantage", permissions: ["G_ALP"] })).toBe(false);
    expect(canPickUpInStore({ tenant: "advantage", permissions: [] })).toBe(false);
  });
});
