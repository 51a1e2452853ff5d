import type { TenantId } from "@quire/domain";
import { useRootData as useRoot } from "./root-data";

/** true signed in, false guest, null unknown (no root data): unknown is not gated. */
export function useSignedIn(): boolean | null {
  const data = useRoot();
  if (!data) return null;
  return data.session.isLoggedIn;
}

export function useTenantId(): TenantId {
  return useRoot()?.tenant.id ?? "dotcom";
}
