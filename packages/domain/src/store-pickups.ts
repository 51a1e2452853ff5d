import { ORDER_STATUS_TEXT, type OrderPickupView, type OrderStatus, type PickupStatus } from "./checkout/checkout-view";
import type { DoorResult } from "./forms/page-doors";

// In-store pickups a store prepares (decision 079). An order's pick-up-in-store lines wait at their
// store from the moment the order is placed (or approved); staff mark them ready on the store
// staff's page, and only then is the shopper told to come. What the shopper sees of it, and what
// staff see, are made here once.

/** The store staff's page. */
export const STORE_PICKUPS_PATH = "/csr/pickups";

export const STORE_PICKUPS_PATHS = {
  /** GET ?store=0008: the orders waiting at a store */
  list: "/api/store-pickups",
  /** POST: mark one ready (the path's :storeNumber and :orderNumber) */
  ready: "/api/store-pickups/:storeNumber/orders/:orderNumber/ready",
} as const;

export const PICKUP_STATUS_TEXT: Record<PickupStatus, string> = {
  PREPARING: "Preparing for pickup",
  READY: "Ready for pickup",
};

/** "Partly ready for pickup": one store has the order's items ready and another is still preparing. */
export const PARTLY_READY_TEXT = "Partly ready for pickup";

/**
 * The words of an order's status as the shopper's pages show them: a placed order with pickups
 * says how far the stores are ("Ready for pickup" once every store has marked it ready); any other
 * status, or an order with nothing picked up, its own words (a status it does not know, as it is).
 */
export function orderStatusText(status: OrderStatus | string, pickups: readonly Pick<OrderPickupView, "status">[] = []): string {
  const own = (ORDER_STATUS_TEXT as Record<string, string>)[status] ?? status;
  if (status !== "PLACED" || pickups.length === 0) return own;
  const ready = pickups.filter((p) => p.status === "READY").length;
  if (ready === pickups.length) return PICKUP_STATUS_TEXT.READY;
  return ready > 0 ? PARTLY_READY_TEXT : PICKUP_STATUS_TEXT.PREPARING;
}

/** The stores an order's lines are picked up at (in-store pickup lines only; ship-to-store is shipped), each once. */
export function pickupStoresOf(lines: readonly { deliveryType: string; pickupStoreNumber: string | null }[]): string[] {
  const stores = new Set(lines.flatMap((l) => (l.deliveryType === "ISP" && l.pickupStoreNumber ? [l.pickupStoreNumber] : [])));
  return [...stores];
}

/** An order waiting at a store, as the staff's page lists it. */
export interface StorePickupOrder {
  orderNumber: string;
  placedAt: string;
  /** since when the store has had it to prepare (placed, or approved) */
  waitingSince: string;
  /** who comes to collect it, from checkout's pickup person; null when checkout kept none */
  pickupPerson: { name: string; phone: string | null; email: string | null } | null;
  /** the order's lines picked up at this store */
  items: { itemId: string; name: string; qty: number }[];
}

export interface StorePickupList {
  store: { storeNumber: string; name: string };
  /** oldest first: the one waiting longest at the top */
  orders: StorePickupOrder[];
}

/** What marking an order ready answers. */
export interface MarkedPickupReady {
  orderNumber: string;
  storeNumber: string;
  status: "READY";
  readyAt: string;
}

export const STORE_PICKUPS_SIGN_IN = "Sign in as store staff to see pickup orders.";
export const STORE_PICKUPS_STAFF_ONLY = "Only store staff can see and mark pickup orders.";
export const PICKUP_ORDER_NOT_FOUND = "There is no pickup order {{orderNumber}} at store {{storeNumber}}.";
export const PICKUP_ALREADY_READY = "Order {{orderNumber}} is already marked ready for pickup at store {{storeNumber}}.";
export const PICKUP_MARKED_READY = "Order {{orderNumber}} is marked ready. We've told the shopper.";

/** The staff page's read (marking is the store-pickups.mark-ready command). */
export interface StorePickupsDoor {
  /** the orders waiting at a store (default 0008); 401 for guests, 403 for anyone but staff, 400 INVALID_STORE_NUMBER */
  list(storeNumber: string | null): Promise<DoorResult<StorePickupList>>;
}

export interface StorePickupsCommandAnswers {
  /** fields: storeNumber, orderNumber */
  "store-pickups.mark-ready": MarkedPickupReady;
}
