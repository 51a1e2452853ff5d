import type { RewardsHeaderData, TenantId } from "@quire/domain";
import { useEffect, useRef, useState } from "react";
import { readJson, writeJson } from "../../../lib/safe-storage";
import { fetchRewardsHeader } from "../api/rewards-client";

// The header's rewards figures, after hydration: the pair of rewards calls, kept in session
// storage for 5 minutes (spec sections 4 and 9) for the member and balance it was read for, so a
// new order's points or another shopper signing in on this tab is never shown stale. A failure
// shows nothing new and is logged (spec section 8: "Rewards fetch failure returns an empty result
// and logs").

export const REWARDS_STORAGE_KEY = "rewardsInfo";
export const REWARDS_CACHE_MS = 5 * 60 * 1000;

interface CachedRewards {
  savedAt: number;
  owner: string;
  data: RewardsHeaderData;
}

function isCached(value: unknown): value is CachedRewards {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Partial<CachedRewards>;
  return typeof v.savedAt === "number" && typeof v.owner === "string" && typeof v.data === "object" && v.data !== null;
}

/** The cached pair when it belongs to `owner` and is under 5 minutes old. */
export function readCachedRewards(owner: string, nowMs: number): RewardsHeaderData | null {
  const cached = readJson("session", REWARDS_STORAGE_KEY);
  if (!isCached(cached) || cached.owner !== owner) return null;
  const age = nowMs - cached.savedAt;
  return age >= 0 && age < REWARDS_CACHE_MS ? cached.data : null;
}

export function writeCachedRewards(owner: string, data: RewardsHeaderData, nowMs: number): void {
  writeJson("session", REWARDS_STORAGE_KEY, { savedAt: nowMs, owner, data } satisfies CachedRewards);
}

interface Options {
  fetchRewards?: typeof fetchRewardsHeader;
  now?: () => number;
  log?: (message: string, error: unknown) => void;
}

const logFailure = (message: string, error: unknown) => console.error(message, error);

/** The pair being read: a header that mounts again meanwhile waits for it instead of asking twice. */
let pending: { key: string; answer: Promise<RewardsHeaderData> } | null = null;

/**
 * The rewards pair for the signed-in member `owner` (who they are and the balance the page
 * shows); null for nobody, until it arrives, and after a failure.
 */
export function useRewardsHeader(owner: string | null, tenant: TenantId, options: Options = {}): RewardsHeaderData | null {
  const [state, setState] = useState<{ owner: string; data: RewardsHeaderData } | null>(null);
  const deps = useRef(options);
  useEffect(() => {
    deps.current = options;
  });

  useEffect(() => {
    if (!owner) return;
    const { fetchRewards = fetchRewardsHeader, now = Date.now, log = logFailure } = deps.current;
    const cached = readCachedRewards(owner, now());
    if (cached) {
      setState({ owner, data: cached });
      return;
    }
    const key = `${tenant}:${owner}`;
    let answer = pending?.key === key ? pending.answer : null;
    if (!answer) {
      answer = fetchRewards(tenant).then((data) => {
        writeCachedRewards(owner, data, now());
        return data;
      });
      const current = { key, answer };
      pending = current;
      const settle = () => {
        if (pending === current) pending = null;
      };
      answer.then(settle, settle);
    }
    let active = true;
    answer.then(
      (data) => {
        if (active) setState({ owner, data });
      },
      (error: unknown) => {
        if (!active) return;
        log("Rewards fetch failure", error);
        setState({ owner, data: { info: null, available: null } });
      },
    );
    return () => {
      active = false;
    };
  }, [owner, tenant]);

  return state && state.owner === owner ? state.data : null;
}
