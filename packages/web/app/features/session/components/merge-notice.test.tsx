import type { MergeReport } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MERGE_REPORT_KEY, saveMergeReport } from "../../../lib/merge-report";
import { MergeNotice } from "./merge-notice";

const report: MergeReport = {
  merged: [
    { itemId: "100", name: "Stapler", qtyAdded: 2, qtyAfter: 2 },
    { itemId: "200", name: "Blue pens", qtyAdded: 1, qtyAfter: 4 },
  ],
  notMerged: [
    {
      itemId: "300",
      name: "Toner",
      requestedQty: 5,
      qtyAdded: 2,
      code: "QTY_LIMIT_ITEM",
      message: "This item is sold in limited quantities. You can order a maximum of 2.",
    },
  ],
  couponsAdded: [],
};

async function renderNotice(path = "/") {
  const router = createMemoryRouter([{ path, element: <MergeNotice cartPath="/cart" /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("MergeNotice", () => {
  it("says how many items moved, lists the lines that could not move in full, links to the cart", async () => {
    saveMergeReport(report);
    await renderNotice();
    const status = screen.getByRole("status");
    expect(status.textContent).toContain("We moved 5 items from your earlier visit into your cart.");
    expect(within(status).getByRole("listitem").textContent).toBe(
      "Toner: This item is sold in limited quantities. You can order a maximum of 2.",
    );
    expect(within(status).getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/cart?viewcart=true");
  });

  it("is not shown on the cart page, which gives the merge message itself (once only)", async () => {
    saveMergeReport(report);
    await renderNotice("/cart");
    expect(screen.getByRole("status").textContent).toBe("");
    // seen on the cart, it does not come back on the next page
    expect(sessionStorage.getItem(MERGE_REPORT_KEY)).toBeNull();
  });

  it("Dismiss removes it, from the page and from storage", async () => {
    saveMergeReport({ ...report, notMerged: [] });
    await renderNotice();
    expect(screen.getByRole("status").textContent).toContain("We moved 3 items");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss cart notice" }));
    await act(async () => {});
    expect(screen.getByRole("status").textContent).toBe("");
    expect(sessionStorage.getItem(MERGE_REPORT_KEY)).toBeNull();
  });

  it("shows nothing without a report, or with an unreadable one", async () => {
    sessionStorage.setItem(MERGE_REPORT_KEY, "{not json");
    await renderNotice();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("a report saved while the page is open appears", async () => {
    await renderNotice();
    await act(async () => saveMergeReport({ ...report, merged: [report.merged[0]!], notMerged: [] }));
    expect(screen.getByRole("status").textContent).toContain("We moved 2 items");
  });
});
