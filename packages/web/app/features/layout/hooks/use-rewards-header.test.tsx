import type { AvailableRewards, SlpCustomerRewardsInfo } from "@quire/domain";
import { act, cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeaderActivity } from "../components/header-activity";
import { REWARDS_CACHE_MS, REWARDS_STORAGE_KEY } from "./use-rewards-header";

const INFO: SlpCustomerRewardsInfo = {
  rewardsNumber: "2004839235",
  tier: "ELITE",
  nextTier: null,
  amtSpent: 596_633,
  remainingAmt: 0,
  nextTierThreshold: null,
  percentToNextTier: 100,
  isFreeSkusEligible: true,
  showFreeSkuNewFlag: true,
  showTierUpgradeNewFlag: false,
  isNewMember: false,
  memberSince: "2021-02-19T00:00:00.000Z",
};

const AVAILABLE: AvailableRewards = {
  availableRewards: 1_250_400,
  loyaltyRewards: { accounts: [{ rewardsNumber: "2004839235", tier: "ELITE", points: 1_250_400 }] },
  wallet: { balances: { current: 1_250_400, usableValue: 1_250_400 } },
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));

let fetchMock: ReturnType<typeof vi.fn>;

function answering(info: unknown, available: unknown, status = 200) {
  fetchMock = vi.fn((url: string) => (url.includes("getSlpCustomerRewardsInfo") ? json(info, status) : json(available, status)));
  vi.stubGlobal("fetch", fetchMock);
}

async function renderActivity(options: { tenant?: "dotcom" | "advantage"; customerNumber?: string; points?: number } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <HeaderActivity
            tenant={options.tenant ?? "dotcom"}
            signedIn
            counts={{ messages: 0, approvals: null, lists: 0 }}
            rewards={{ tier: "ELITE", points: options.points ?? 1_250_400, balanceCents: 4_237 }}
            customerNumber={options.customerNumber ?? "4100000104"}
          />
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

function TwoHeaders() {
  const props = {
    tenant: "dotcom" as const,
    signedIn: true,
    counts: { messages: 0, approvals: null, lists: 0 },
    rewards: { tier: "ELITE", points: 1_250_400, balanceCents: 0 },
    customerNumber: "4100000104",
  };
  return (
    <>
      <HeaderActivity {...props} />
      <HeaderActivity {...props} />
    </>
  );
}

function rewardsText(): string {
  return screen.getByRole("list", { name: "Your account activity" }).textContent ?? "";
}

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T10:00:00Z"));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the header's rewards figures", () => {
  it("asks both rewards calls at once and shows points as M and rewards in whole dollars", async () => {
    answering({ data: INFO }, { data: AVAILABLE });
    await renderActivity();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.sort()).toEqual(["/api/sparxProxy/getAvailableRewards", "/api/sparxProxy/getSlpCustomerRewardsInfo"]);
    expect(rewardsText()).toContain("Rewards: 1.3M points · $12,504 to spend");
    expect(screen.getByRole("link", { name: "New offer" }).getAttribute("href")).toBe("/rewards/dashboard#offers");
    expect(JSON.parse(sessionStorage.getItem(REWARDS_STORAGE_KEY) ?? "null")).toMatchObject({
      owner: "4100000104:ELITE:1250400",
      data: { info: { tier: "ELITE" }, available: { availableRewards: 1_250_400 } },
    });
  });

  it("uses the session-storage copy for 5 minutes, then asks again", async () => {
    answering({ data: INFO }, { data: AVAILABLE });
    await renderActivity();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    cleanup();
    vi.setSystemTime(Date.now() + REWARDS_CACHE_MS - 1_000);
    await renderActivity();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(rewardsText()).toContain("$12,504 to spend");
    cleanup();
    vi.setSystemTime(Date.now() + 2_000);
    await renderActivity();
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("asks once when the header mounts again while the pair is on its way", async () => {
    answering({ data: INFO }, { data: AVAILABLE });
    const router = () => createMemoryRouter([{ path: "*", element: <TwoHeaders /> }], { initialEntries: ["/"] });
    render(<RouterProvider router={router()} />);
    await act(async () => {});
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText(/\$12,504 to spend/)).toHaveLength(2);
  });

  it("does not show another shopper's or an older balance's copy", async () => {
    answering({ data: INFO }, { data: AVAILABLE });
    await renderActivity();
    cleanup();
    await renderActivity({ customerNumber: "4100000105" });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    cleanup();
    // an order added points: the page's session says so, and the copy is for the old balance
    await renderActivity({ points: 1_260_000 });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it("keeps the page's figures and logs when a call fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    answering({ code: "INTERNAL_ERROR", message: "no" }, { data: AVAILABLE }, 500);
    await renderActivity({ points: 48_250 });
    expect(rewardsText()).toContain("Rewards: 48,250 points · $482 to spend");
    expect(screen.queryByRole("link", { name: "New offer" })).toBeNull();
    expect(log).toHaveBeenCalledWith("Rewards fetch failure", expect.any(Error));
    expect(sessionStorage.getItem(REWARDS_STORAGE_KEY)).toBeNull();
  });

  it("asks the business site's calls under /ele-lpd", async () => {
    answering({ data: null }, { data: null });
    await renderActivity({ tenant: "advantage" });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      "/ele-lpd/api/sparxProxy/getAvailableRewards",
      "/ele-lpd/api/sparxProxy/getSlpCustomerRewardsInfo",
    ]);
    expect(rewardsText()).toContain("1.3M points · $12,504 to spend");
  });
});
