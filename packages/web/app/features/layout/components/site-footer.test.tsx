import { act, cleanup, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { navItem } from "../test-fixtures";
import { DefaultDomainProvider } from "../../../ui/nav-item-link";
import { SiteFooter, footerColumns } from "./site-footer";

afterEach(cleanup);

const items = [
  navItem({ id: "a", slot: "footerColumn", group: "Help", headliner: "Returns", destinationURL: "/returns" }),
  navItem({ id: "b", slot: "footerColumn", group: "Company", headliner: "About us", destinationURL: "/about" }),
  navItem({ id: "c", slot: "footerColumn", group: "Help", headliner: "Contact", destinationURL: "mailto:help@quire.test" }),
  navItem({ id: "d", slot: "footerLegal", headliner: "© Quire. [Privacy](/privacy)" }),
];

describe("SiteFooter", () => {
  it("groups column items by their group, in first-seen order", () => {
    expect(footerColumns(items).map((c) => [c.heading, c.items.map((i) => i.id)])).toEqual([
      ["Help", ["a", "c"]],
      ["Company", ["b"]],
    ]);
  });

  it("renders a headed column per group and the legal text with its links", async () => {
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <DefaultDomainProvider value="quire.test">
            <SiteFooter tenant={undefined} footer={{ items }} />
          </DefaultDomainProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await act(async () => {});
    const nav = screen.getByRole("navigation", { name: "Footer" });
    expect(
      within(nav)
        .getAllByRole("heading", { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(["Help", "Company"]);
    expect(within(nav).getByRole("link", { name: "Contact" }).getAttribute("href")).toBe("mailto:help@quire.test");
    expect(screen.getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
  });

  it("makes the feedback and required-cookies items real links (no text that only looks like a link)", async () => {
    const actionItems = [
      navItem({
        id: "f",
        slot: "footerColumn",
        group: "Help",
        headliner: "Give feedback",
        destinationURL: "javascript:void(0)",
        actionType: "feedback",
      }),
      navItem({
        id: "g",
        slot: "footerLegal",
        headliner: "Required cookies",
        destinationURL: "javascript:void(0)",
        actionType: "modal:required-cookies",
      }),
    ];
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <DefaultDomainProvider value="quire.test">
            <SiteFooter tenant={undefined} footer={{ items: actionItems }} />
          </DefaultDomainProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(screen.getByRole("link", { name: "Give feedback" }).getAttribute("href")).toBe("/feedback");
    expect(screen.getByRole("link", { name: "Required cookies" }).getAttribute("href")).toBe("/legal/cookies");
  });
});
