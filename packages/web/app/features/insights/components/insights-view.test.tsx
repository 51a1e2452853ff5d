import { insightsFunnel } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InsightsView } from "./insights-view";

afterEach(cleanup);

describe("InsightsView", () => {
  const insights = {
    from: "2026-11-21",
    to: "2026-11-27",
    days: ["21", "22", "23", "24", "25", "26", "27"].map((d, i) => ({ day: `2026-11-${d}`, views: i, adds: 0, orders: 0 })),
    totals: { views: 21, adds: 4, orders: 1 },
    funnel: insightsFunnel({ viewed: 8, added: 4, ordered: 2 }),
    topProducts: [{ itemId: "100001", name: "Stapler", views: 5, adds: 2 }],
    noResultSearches: [{ query: "quokka", searches: 3 }],
  };

  it("shows the totals, the conversion and each breakdown as a chart with its table", () => {
    render(<InsightsView insights={insights} />);
    expect(screen.getByText("Product views").nextSibling?.textContent).toBe("21");
    expect(screen.getByText("Conversion").nextSibling?.textContent).toBe("25%");
    const views = screen.getByRole("table", { name: "Product views by day" });
    expect(within(views).getByRole("row", { name: "Fri, Nov 27 6" })).toBeTruthy();
    const searches = screen.getByRole("region", { name: "Top searches with no result" });
    expect(within(searches).getAllByRole("img").length).toBeGreaterThan(0);
    expect(within(searches).getByRole("row", { name: "“quokka” 3" })).toBeTruthy();
    expect(screen.getByRole("row", { name: "Placed an order (50%) 2" })).toBeTruthy();
  });

  it("says so when a breakdown has nothing", () => {
    render(<InsightsView insights={{ ...insights, noResultSearches: [], topProducts: [] }} />);
    expect(screen.getByText("Every search found something in these 7 days.")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Top searches with no result" })).toBeNull();
  });
});
