import type { TenantId } from "./site";

// Spec section 6: the G_BOP account permission allows pickup in store. Consumers may always pick
// up; a business user only when their account grants G_BOP.
export const PICKUP_IN_STORE_PERMISSION = "G_BOP";

export function canPickUpInStore(viewer: { tenant: TenantId; permissions: readonly string[] }): boolean {
  return viewer.tenant !== "advantage" || viewer.permissions.includes(PICKUP_IN_STORE_PERMISSION);
}
