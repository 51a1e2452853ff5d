import { cleanup, render, screen, within } from "@testing-library/react";
import type { ProductSummary } from "@quire/domain";
import { afterEach, describe, expect, it } from "vitest";
import type { RecommendationRailData } from "../api/load-rail.server";
import { RecommendationRail } from "./recommendation-rail";

afterEach(cleanup);

const product = (itemId: string) => ({ itemId, name: `Item ${itemId}` }) as ProductSummary;

function rail(products: ProductSummary[]): RecommendationRailData {
  return {
    id: "rail-test",
    scheme: "CUSTOMERS_ALSO_BOUGHT",
    heading: "Customers also bought",
    placement: "cross_sell_DOTCOM",
    products,
    recIds: Object.fromEntries(products.map((p) => [p.itemId, `CO_PURCHASE:${p.itemId}`])),
  };
}

const renderTile = (p: ProductSummary, recId: string | undefined) => <span>{`${p.name} (${recId})`}</span>;

describe("RecommendationRail", () => {
  it("shows the scheme's heading and the first tiles of the answer", () => {
    render(<RecommendationRail rail={rail(["1", "2", "3"].map(product))} visible={2} renderTile={renderTile} />);
    const region = screen.getByRole("region", { name: "Customers also bought" });
    const items = within(region).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Item 1 (CO_PURCHASE:1)", "Item 2 (CO_PURCHASE:2)"]);
  });

  it("shows the empty-list message for an empty answer", () => {
    render(<RecommendationRail rail={rail([])} renderTile={renderTile} />);
    const region = screen.getByRole("region", { name: "Customers also bought" });
    expect(region.textContent).toContain("No recommendations right now.");
    expect(within(region).queryByRole("list")).toBeNull();
  });

  it("shows nothing when the recommendations toggle is off", () => {
    const { container } = render(<RecommendationRail rail={null} renderTile={renderTile} />);
    expect(container.innerHTML).toBe("");
  });
});
