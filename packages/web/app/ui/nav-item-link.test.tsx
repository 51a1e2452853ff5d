import type { NavItem } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DefaultDomainProvider, NavItemLink } from "./nav-item-link";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

async function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <DefaultDomainProvider value="quire.test">
            {element}
            <Where />
          </DefaultDomainProvider>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

function item(destinationURL: string, targetWindow: NavItem["targetWindow"] = "same-page", ariaLabel?: string) {
  return { destinationURL, targetWindow, ariaLabel };
}

afterEach(cleanup);

describe("NavItemLink", () => {
  it("an internal path is a client-side link (no reload, no new tab)", async () => {
    await renderInRouter(<NavItemLink item={item("/c/paper?sort=price")}>Paper</NavItemLink>);
    const link = screen.getByRole("link", { name: "Paper" });
    expect(link.getAttribute("href")).toBe("/c/paper?sort=price");
    expect(link.getAttribute("target")).toBeNull();
    fireEvent.click(link);
    await act(async () => {});
    expect(screen.getByTestId("where").textContent).toBe("/c/paper?sort=price");
  });

  it("an absolute url on the default domain (with www) is internal too", async () => {
    await renderInRouter(<NavItemLink item={item("https://www.quire.test/stores")}>Stores</NavItemLink>);
    expect(screen.getByRole("link", { name: "Stores" }).getAttribute("href")).toBe("/stores");
  });

  it("another host is an external link; new-page opens a new tab with rel=noopener and says so", async () => {
    await renderInRouter(<NavItemLink item={item("https://help.example.com/returns", "new-page")}>Returns help</NavItemLink>);
    const link = screen.getByRole("link", { name: "Returns help (opens in a new tab)" });
    expect(link.getAttribute("href")).toBe("https://help.example.com/returns");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
  });

  it("an external link in the same tab has no target", async () => {
    await renderInRouter(<NavItemLink item={item("https://example.com/")}>Partner</NavItemLink>);
    const link = screen.getByRole("link", { name: "Partner" });
    expect(link.getAttribute("target")).toBeNull();
    expect(link.getAttribute("href")).toBe("https://example.com/");
  });

  it("the item's aria-label names the link (with the new-tab note)", async () => {
    await renderInRouter(<NavItemLink item={item("https://example.com/", "new-page", "Partner offers")}>Offers</NavItemLink>);
    expect(screen.getByRole("link", { name: "Partner offers (opens in a new tab)" })).toBeTruthy();
  });

  it("mailto and tel are plain anchors", async () => {
    await renderInRouter(
      <>
        <NavItemLink item={item("mailto:help@quire.test")}>Email us</NavItemLink>
        <NavItemLink item={item("tel:18005550100")}>Call us</NavItemLink>
      </>,
    );
    expect(screen.getByRole("link", { name: "Email us" }).getAttribute("href")).toBe("mailto:help@quire.test");
    expect(screen.getByRole("link", { name: "Call us" }).getAttribute("href")).toBe("tel:18005550100");
  });

  it("javascript: urls and N/A targets are text, not links", async () => {
    await renderInRouter(
      <>
        <span>
          <NavItemLink item={item("javascript:void(0)")}>Chat</NavItemLink>
        </span>
        <span>
          <NavItemLink item={item("/stores", "N/A")}>Store hours</NavItemLink>
        </span>
        <span>
          <NavItemLink item={item("N/A")}>Just text</NavItemLink>
        </span>
      </>,
    );
    expect(screen.queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByText("Chat")).toBeTruthy();
    expect(screen.getByText("Store hours")).toBeTruthy();
    expect(screen.getByText("Just text")).toBeTruthy();
  });
});
