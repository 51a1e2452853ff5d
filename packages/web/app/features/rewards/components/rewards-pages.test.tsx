import type { RewardsDashboard, RewardsEnrolment } from "@quire/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { JoinRewards } from "./join-rewards";
import { RewardsDashboardView } from "./rewards-dashboard";
import { REWARDS_FOOTNOTE_ID, RewardsProgram } from "./rewards-program";

function renderAt(element: ReactNode) {
  const router = createMemoryRouter([{ path: "*", element, action: () => null }], { initialEntries: ["/rewards"] });
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

const DASHBOARD: RewardsDashboard = {
  info: {
    rewardsNumber: "2004839211",
    tier: "BASE",
    nextTier: "PREMIER",
    amtSpent: 125_050,
    remainingAmt: 374_950,
    nextTierThreshold: 500_000,
    percentToNextTier: 25,
    isFreeSkusEligible: true,
    showFreeSkuNewFlag: true,
    showTierUpgradeNewFlag: false,
    isNewMember: true,
    memberSince: "2026-10-02T00:00:00.000Z",
  },
  available: {
    availableRewards: 1_250_400,
    loyaltyRewards: { accounts: [{ rewardsNumber: "2004839211", tier: "BASE", points: 1_250_400 }] },
    wallet: { balances: { current: 1_250_400, usableValue: 1_250_400 } },
  },
  points: 1_250_400,
  offers: [
    {
      id: "offer-free",
      code: "3_FREE_REWARDS_BSE",
      title: "Free Rewards: $5 back",
      description: "Get $5 in Rewards back on an order of $30 or more.",
      reward: { kind: "DOLLARS", cents: 500 },
      rewardText: "$5 in Rewards",
      minSpendCents: 3_000,
      expiresAt: "2026-11-30T23:59:59.999Z",
      activatedAt: null,
      fulfilledAt: null,
      freeSku: true,
    },
    {
      id: "offer-bonus",
      code: "5_BEP_BASE",
      title: "250 bonus points",
      description: "Earn 250 bonus points on an order of $40 or more.",
      reward: { kind: "POINTS", points: 250 },
      rewardText: "250 bonus points",
      minSpendCents: 4_000,
      expiresAt: "2026-11-30T23:59:59.999Z",
      activatedAt: "2026-11-20T10:00:00.000Z",
      fulfilledAt: null,
      freeSku: false,
    },
  ],
  history: [
    {
      id: "a",
      kind: "REDEEMED",
      points: -1_000,
      orderNumber: "7100000002",
      description: "Redeemed on order 7100000002",
      at: "2026-11-21T10:00:00.000Z",
    },
    {
      id: "b",
      kind: "EARNED",
      points: 250,
      orderNumber: "7100000001",
      description: "Earned on order 7100000001",
      at: "2026-11-20T10:00:00.000Z",
    },
  ],
};

describe("/rewards", () => {
  it("links the superscript to its footnote, which says what earns up to 5%", () => {
    renderAt(<RewardsProgram standing="GUEST" />);
    expect(screen.getByRole("link", { name: "Footnote 1" }).getAttribute("href")).toBe(`#${REWARDS_FOOTNOTE_ID}`);
    expect(document.getElementById(REWARDS_FOOTNOTE_ID)?.textContent).toContain("Earns up to 5% back in Rewards");
    const tiers = screen.getByRole("table", { name: "Rewards tiers" });
    expect(within(tiers).getByRole("row", { name: /Premier/ }).textContent).toContain("$5,000 or more");
    expect(screen.getByRole("link", { name: "Join free" }).getAttribute("href")).toBe("/rewards/join");
    cleanup();
    renderAt(<RewardsProgram standing="MEMBER" />);
    expect(screen.getByRole("link", { name: "Go to your Rewards" }).getAttribute("href")).toBe("/rewards/dashboard");
  });
});

describe("/rewards/join", () => {
  const enrolment = (standing: RewardsEnrolment["standing"]): RewardsEnrolment => ({
    standing,
    rewardsNumber: standing === "MEMBER" ? "2100000042" : null,
    accountEmail: standing === "GUEST" ? null : "robin@example.com",
    subscription: standing === "MEMBER" ? { emailID: "robin@example.com", phoneNumber: "6175550100" } : null,
  });

  it("asks a guest to sign in or create an account, and back here", () => {
    renderAt(<JoinRewards enrolment={enrolment("GUEST")} tenant="dotcom" />);
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/office/supplies/login?jumpUrl=%2Frewards%2Fjoin",
    );
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/office/supplies/create-account?jumpUrl=%2Frewards%2Fjoin",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("gives a customer the enrolment form that posts join, with the account's e-mail", () => {
    renderAt(<JoinRewards enrolment={enrolment("CAN_JOIN")} tenant="dotcom" />);
    const email = screen.getByLabelText("Email address") as HTMLInputElement;
    expect(email.value).toBe("robin@example.com");
    const form = email.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe("join");
    expect(within(form).getByRole("button", { name: "Join free" })).toBeTruthy();
  });

  it("shows what the service refused, by field, with what was typed", () => {
    renderAt(
      <JoinRewards
        enrolment={enrolment("CAN_JOIN")}
        tenant="dotcom"
        refusal={{
          intent: "join",
          target: null,
          code: "VALIDATION_ERROR",
          message: "Invalid phone number",
          fields: { phoneNumber: "Invalid phone number" },
          values: { emailID: "robin@example.com", phoneNumber: "555" },
        }}
      />,
    );
    const phone = screen.getByLabelText("Mobile phone number") as HTMLInputElement;
    expect(phone.value).toBe("555");
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toContain("Mobile phone number: Invalid phone number");
  });

  it("shows a member their number and where offers go; business accounts are told it is for personal accounts", () => {
    renderAt(<JoinRewards enrolment={enrolment("MEMBER")} tenant="dotcom" subscribed />);
    expect(screen.getByText(/Rewards number 2100000042/)).toBeTruthy();
    expect((screen.getByLabelText("Mobile phone number") as HTMLInputElement).value).toBe("(617) 555-0100");
    expect(screen.getByRole("status").textContent).toContain("Saved");
    cleanup();
    renderAt(<JoinRewards enrolment={enrolment("BUSINESS")} tenant="dotcom" />);
    expect(screen.getByText(/for personal accounts/)).toBeTruthy();
  });
});

describe("/rewards/dashboard", () => {
  it("shows points as M, rewards in whole dollars, the tier and what the next one needs", () => {
    renderAt(<RewardsDashboardView dashboard={DASHBOARD} />);
    const summary = screen.getByText("Rewards to spend").closest("dl")!;
    expect(summary.textContent).toContain("1.3M");
    expect(summary.textContent).toContain("$12,504");
    expect(summary.textContent).toContain("Base");
    expect(screen.getByRole("progressbar", { name: "Progress to Premier" }).getAttribute("value")).toBe("25");
    expect(screen.getByText(/Spend \$3,749.50 more this year to reach Premier/)).toBeTruthy();
  });

  it("lists the offers: Activate as a form for one not yet activated, the state of an activated one", () => {
    renderAt(<RewardsDashboardView dashboard={DASHBOARD} activatedId="offer-bonus" />);
    const offers = screen.getByRole("heading", { name: "Your offers" }).closest("section")!;
    const free = within(offers).getByRole("listitem", { name: /Free Rewards: \$5 back/ });
    expect(within(free).getByText("New")).toBeTruthy();
    const activate = within(free).getByRole("button", { name: "Activate" });
    const form = activate.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect((form.querySelector('input[name="offerId"]') as HTMLInputElement).value).toBe("offer-free");
    const bonus = within(offers).getByRole("listitem", { name: /250 bonus points/ });
    expect(within(bonus).queryByRole("button")).toBeNull();
    expect(bonus.textContent).toContain("Activated: place an order of $40 or more");
    expect(screen.getByRole("status").textContent).toBe("Activated: 250 bonus points.");
  });

  it("shows the history with signed points", () => {
    renderAt(<RewardsDashboardView dashboard={DASHBOARD} />);
    const rows = within(screen.getByRole("table", { name: /Points history/ })).getAllByRole("row");
    expect(rows[1]!.textContent).toContain("November 21, 2026");
    expect(rows[1]!.textContent).toContain("-1,000");
    expect(rows[2]!.textContent).toContain("+250");
  });

  it("says why an activation was refused, on the offer or above the list", () => {
    const refusal = {
      intent: "activate",
      target: "someone-elses",
      code: "OFFER_NOT_FOUND",
      message: "We couldn't find that offer.",
    };
    renderAt(<RewardsDashboardView dashboard={DASHBOARD} refusal={refusal} />);
    expect(screen.getByRole("alert").textContent).toBe("We couldn't find that offer.");
  });
});
