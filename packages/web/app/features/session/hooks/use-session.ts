import type { TenantId } from "@quire/domain";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "../../../root";

/** The root loader's answer, when the page has one (tests rendering a component alone have none). */
function useRoot(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** true signed in, false guest, null unknown (no root data): unknown is not gated. */
export function useSignedIn(): boolean | null {
  const data = useRoot();
  if (!data) return null;
  return data.session.isLoggedIn;
}

export function useTenantId(): TenantId {
  return useRoot()?.tenant.id ?? "dotcom";
}
