import { formatCents, type HeaderFooterData, SIGN_OUT_PATH, tenantProfile } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RootData } from "../../../lib/root-data";
import { headerFooter, navItem, northwindAccount } from "../test-fixtures";
import { DefaultDomainProvider } from "../../../ui/nav-item-link";
import { SiteHeader } from "./site-header";

function tenantOf(id: "dotcom" | "advantage"): RootData["tenant"] {
  const { siteName, tagline, cartPath, siteVariables } = tenantProfile(id);
  return { id, siteName, tagline, cartPath, siteVariables };
}

/** the forms the sign-out page's action received */
let signOutPosts: Record<string, FormDataEntryValue>[] = [];

async function renderHeader(
  hf: HeaderFooterData | undefined,
  { at = "/c/paper", tenant = "dotcom" as "dotcom" | "advantage" } = {},
) {
  const router = createMemoryRouter(
    [
      {
        children: [
          {
            path: "*",
            element: (
              <DefaultDomainProvider value="quire.test">
                <SiteHeader tenant={tenantOf(tenant)} categories={[]} cart={null} hf={hf} session={undefined} />
              </DefaultDomainProvider>
            ),
          },
          {
            path: SIGN_OUT_PATH,
            action: async ({ request }) => {
              signOutPosts.push(Object.fromEntries(await request.formData()));
              return { answer: null };
            },
          },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const riley = { isLoggedIn: true, firstName: "Riley" };

beforeEach(() => {
  signOutPosts = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response("{}", { status: 200, headers: { "content-type": "application/json" } }))),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("SiteHeader: business strip", () => {
  it("shows account number, budget centre with its balance, ship-to and the sales rep's contacts", async () => {
    await renderHeader(headerFooter({ welcome: { isLoggedIn: true, firstName: "Pat" }, account: northwindAccount }), {
      tenant: "advantage",
    });
    const strip = await screen.findByRole("region", { name: "Business account" });
    expect(strip.textContent).toContain("1049527");
    expect(strip.textContent).toContain("Litigation");
    expect(strip.textContent).toContain(`${formatCents(1_250_000)} available`);
    expect(strip.textContent).toContain("Northwind Legal LLP - Boston");
    expect(within(strip).getByRole("link", { name: "dana.whitfield@quire.test" }).getAttribute("href")).toBe(
      "mailto:dana.whitfield@quire.test",
    );
    expect(within(strip).getByRole("link", { name: "(508) 555-0147" }).getAttribute("href")).toBe("tel:5085550147");
  });

  it("leaves out what the session does not hold", async () => {
    await renderHeader(
      headerFooter({
        welcome: { isLoggedIn: true, firstName: "Pat" },
        account: {
          ...northwindAccount,
          budgetCenter: null,
          shipTo: null,
          salesRep: { name: "Dana Whitfield", email: null, phone: null },
        },
      }),
      { tenant: "advantage" },
    );
    const strip = await screen.findByRole("region", { name: "Business account" });
    expect(strip.textContent).not.toContain("Budget centre");
    expect(strip.textContent).not.toContain("Ship to");
    expect(strip.textContent).toContain("Dana Whitfield");
    expect(within(strip).queryAllByRole("link")).toHaveLength(0);
  });

  it("is absent for a consumer and for a guest", async () => {
    await renderHeader(headerFooter({ welcome: riley }));
    expect(screen.queryByRole("region", { name: "Business account" })).toBeNull();
    expect(screen.queryByText("1049527")).toBeNull();
    cleanup();
    await renderHeader(headerFooter(), { tenant: "advantage" });
    expect(screen.queryByRole("region", { name: "Business account" })).toBeNull();
  });
});

describe("SiteHeader: welcome, account menu and counts", () => {
  it("a guest gets a Sign in link carrying the page to come back to, and no activity", async () => {
    await renderHeader(headerFooter(), { at: "/c/paper?page=2" });
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toBe(`/office/supplies/login?jumpUrl=${encodeURIComponent("/c/paper?page=2")}`);
    expect(screen.queryByText(/You have \d+ message/)).toBeNull();
    expect(screen.queryByRole("list", { name: "Your account activity" })).toBeNull();
  });

  it("the business tenant names the return parameter TARGET", async () => {
    await renderHeader(headerFooter(), { at: "/c/paper", tenant: "advantage" });
    expect((await screen.findByRole("link", { name: "Sign in" })).getAttribute("href")).toBe(
      "/office/supplies/login?TARGET=%2Fc%2Fpaper",
    );
  });

  it("a signed-in shopper gets the welcome button opening the account menu with Sign out", async () => {
    await renderHeader(
      headerFooter({
        welcome: riley,
        items: [navItem({ id: "orders", slot: "accountMenu", headliner: "Your orders", destinationURL: "/orders" })],
      }),
    );
    const button = screen.getByRole("button", { name: /^Hi, Riley/ });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Your orders" }).getAttribute("href")).toBe("/orders");
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("the site data's own Sign out entry becomes the one Sign out button, where it stands", async () => {
    await renderHeader(
      headerFooter({
        welcome: riley,
        items: [
          navItem({ id: "orders", slot: "accountMenu", headliner: "Your orders", destinationURL: "/orders" }),
          navItem({
            id: "out",
            slot: "accountMenu",
            headliner: "Sign out",
            destinationURL: "javascript:void(0)",
            actionType: "sign-out",
          }),
          navItem({ id: "help", slot: "accountMenu", headliner: "Help", destinationURL: "/help" }),
        ],
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: /^Hi, Riley/ }));
    expect(screen.getAllByText("Sign out")).toHaveLength(1);
    const menu = document.getElementById(screen.getByRole("button", { name: /^Hi, Riley/ }).getAttribute("aria-controls") ?? "");
    const entries = within(menu!)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(entries).toEqual(["Your orders", "Sign out", "Help"]);
  });

  it("Sign out posts the sign-out form to its page's action, drops the caches and loads the home page", async () => {
    const assign = vi.fn();
    vi.spyOn(window.location, "assign").mockImplementation(assign);
    sessionStorage.setItem("cart", "{}");
    localStorage.setItem("nc", "{}");
    await renderHeader(headerFooter({ welcome: riley }));
    fireEvent.click(screen.getByRole("button", { name: /^Hi, Riley/ }));
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    // the form's own fields (its CSRF field is empty here: no root loader gave a token)
    expect(signOutPosts).toEqual([{ csrf: "", respond: "data" }]);
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(localStorage.getItem("nc")).toBeNull();
    expect(assign).toHaveBeenCalledWith("/");
  });

  it("shows the message count, lists and rewards; approvals only for approvers", async () => {
    await renderHeader(
      headerFooter({
        welcome: riley,
        counts: { messages: 1, approvals: null, lists: 3 },
        rewards: { tier: "ELITE", points: 48250, balanceCents: 2599 },
      }),
    );
    const activity = screen.getByRole("list", { name: "Your account activity" });
    expect(activity.textContent).toContain("You have 1 message.");
    expect(within(activity).getByRole("link", { name: "Lists (3)" })).toBeTruthy();
    expect(activity.textContent).toContain("48,250 points");
    // what 48,250 points can pay, in whole dollars
    expect(activity.textContent).toContain("$482 to spend");
    expect(within(activity).queryByRole("link", { name: /Approvals/ })).toBeNull();
    cleanup();
    await renderHeader(headerFooter({ welcome: riley, counts: { messages: 4, approvals: 2, lists: 0 } }));
    expect(screen.getByRole("link", { name: "Approvals (2)" }).getAttribute("href")).toBe("/approvals");
    expect(screen.getByText("You have 4 messages.")).toBeTruthy();
  });
});

describe("SiteHeader: items from the site data", () => {
  it("the marketing bar renders rich text, and header links carry their breakpoint classes", async () => {
    await renderHeader(
      headerFooter({
        items: [
          navItem({
            id: "mb",
            slot: "marketingBar",
            headliner: "**Free delivery** over $45",
            cta: "Details",
            destinationURL: "/delivery",
          }),
          navItem({
            id: "deals",
            slot: "headerLinks",
            headliner: "Weekly deals",
            destinationURL: "/c/deals",
            rules: ["no-bp:xs"],
          }),
        ],
      }),
    );
    expect(screen.getByText("Free delivery").tagName).toBe("B");
    expect(screen.getByRole("link", { name: "Details" }).getAttribute("href")).toBe("/delivery");
    const deals = screen.getByRole("link", { name: "Weekly deals" });
    expect(deals.closest("li")?.className).toContain("hide-xs");
    expect(screen.getByRole("navigation", { name: "Quick links" })).toBeTruthy();
  });

  it("the finder banner shows on the search page only, matched on the query", async () => {
    const banners = [
      navItem({ id: "default", slot: "finderBanner", headliner: "Find anything for your office" }),
      navItem({ id: "ink", slot: "finderBanner", headliner: "Find the right **ink**", searchTerms: ["ink"] }),
    ];
    await renderHeader(headerFooter({ items: banners }), { at: "/search?query=black%20ink%20cartridge" });
    expect(screen.getByText("ink").tagName).toBe("B");
    expect(screen.queryByText("Find anything for your office")).toBeNull();
    cleanup();
    await renderHeader(headerFooter({ items: banners }), { at: "/search?query=stapler" });
    expect(screen.getByText("Find anything for your office")).toBeTruthy();
    cleanup();
    await renderHeader(headerFooter({ items: banners }), { at: "/c/paper" });
    expect(screen.queryByText("Find anything for your office")).toBeNull();
  });
});

describe("SiteHeader: phone-first parts (decision 039)", () => {
  it("folds the business strip into one summary line: account number and budget centre", async () => {
    await renderHeader(headerFooter({ welcome: { isLoggedIn: true, firstName: "Pat" }, account: northwindAccount }), {
      tenant: "advantage",
    });
    const strip = await screen.findByRole("region", { name: "Business account" });
    const summary = strip.querySelector("details > summary");
    expect(summary?.textContent).toBe("Account 1049527 · Litigation");
  });

  it("has a Menu button controlling a drawer that stays empty until first opened", async () => {
    await renderHeader(headerFooter({ welcome: riley }));
    const button = await screen.findByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const drawer = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(drawer?.tagName).toBe("DIALOG");
    expect(drawer?.childElementCount).toBe(0);
  });
});
