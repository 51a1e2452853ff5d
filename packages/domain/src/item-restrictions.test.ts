import { describe, expect, it } from "vitest";
import {
  type ItemRestriction,
  SHIPS_TO_ONE_LOCATION_MESSAGE,
  SHIPS_TO_ONE_LOCATION_NOTICE,
  lineLocation,
  restrictionCheckoutBlock,
  restrictionMessages,
} from "./item-restrictions";

const healthByState: ItemRestriction = { code: "HEALTH_CARE_RESTRICTION", blockedStates: ["NY"], consumersBlocked: false };
const healthBusinessOnly: ItemRestriction = { code: "HEALTH_CARE_RESTRICTION", blockedStates: [], consumersBlocked: true };
const hazmat: ItemRestriction = { code: "RESTRICTED_ITEM", blockedStates: ["CA", "NY"], consumersBlocked: false };
const oneLocation: ItemRestriction = {
  code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED",
  blockedStates: [],
  consumersBlocked: false,
};

const shipped = (restrictions: ItemRestriction[]) => ({ restrictions, deliveryType: "STA", location: "ship" });
const cart = (shipToState: string | null, consumer = true, locations = ["ship"]) => ({
  shipToState,
  consumer,
  locations: new Set(locations),
});
const codes = (messages: { code: string }[]) => messages.map((m) => m.code);

describe("restrictionMessages", () => {
  it("blocks health-care items shipped to a blocked state", () => {
    expect(codes(restrictionMessages(shipped([healthByState]), cart("NY")))).toEqual(["HEALTH_CARE_RESTRICTION"]);
    expect(restrictionMessages(shipped([healthByState]), cart("MA"))).toEqual([]);
    expect(restrictionMessages({ ...shipped([healthByState]), deliveryType: "ISP" }, cart("NY"))).toEqual([]);
  });

  it("blocks business-only health-care items for consumers wherever they go", () => {
    const [message] = restrictionMessages({ ...shipped([healthBusinessOnly]), deliveryType: "ISP" }, cart("MA", true));
    expect(message?.message).toBe(
      "This health-care item is sold to business accounts only. Please remove it to proceed to checkout.",
    );
    expect(restrictionMessages(shipped([healthBusinessOnly]), cart("MA", false))).toEqual([]);
  });

  it("blocks hazardous items shipped to a blocked state, not picked up", () => {
    const [message] = restrictionMessages(shipped([hazmat]), cart("CA"));
    expect(message).toEqual({
      code: "RESTRICTED_ITEM",
      type: "ERROR",
      message: "This item is restricted and can't be shipped to CA. Choose store pickup or remove it to proceed to checkout.",
    });
    expect(restrictionMessages({ ...shipped([hazmat]), deliveryType: "ISP" }, cart("CA"))).toEqual([]);
    expect(restrictionMessages(shipped([hazmat]), cart(null))).toEqual([]);
  });

  it("blocks a one-location item only when the cart goes to more than one place", () => {
    expect(restrictionMessages(shipped([oneLocation]), cart("MA", true, ["ship"]))).toEqual([]);
    expect(restrictionMessages(shipped([oneLocation]), cart("MA", true, ["ship", "store:0008"]))).toEqual([
      { code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED", type: "ERROR", message: SHIPS_TO_ONE_LOCATION_MESSAGE },
    ]);
  });
});

describe("lineLocation", () => {
  it("sends shipped lines to the address and the rest to their store", () => {
    expect(lineLocation("STA", null)).toBe("ship");
    expect(lineLocation("ISP", "0008")).toBe("store:0008");
    expect(lineLocation("STS", "0042")).toBe("store:0042");
  });
});

describe("restrictionCheckoutBlock", () => {
  it("refuses checkout with the first restriction's words, and the one-location notice that points to the cart", () => {
    expect(restrictionCheckoutBlock([[{ code: "BACKORDERED", type: "INFO", message: "later" }]])).toBeNull();
    expect(restrictionCheckoutBlock([[], [{ code: "RESTRICTED_ITEM", type: "ERROR", message: "no" }]])).toEqual({
      code: "RESTRICTED_ITEM",
      message: "no",
    });
    expect(restrictionCheckoutBlock([[{ code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED", type: "ERROR", message: "x" }]])).toEqual(
      { code: "DELIVERY_COMBINATION_CONSTRAINT_FAILED", message: SHIPS_TO_ONE_LOCATION_NOTICE },
    );
  });
});
