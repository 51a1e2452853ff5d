import type { ApprovalOrder } from "../approvals/approval-order";
import type { CartView } from "../cart-view";
import type { MergeReport } from "../session/merge-report";

// The second door to the services: page actions (a <form method="post"> handled by a React Router
// action) call these in process, with the same rules as the JSON calls. Fields arrive as the form
// sent them (strings); the server validates them with the JSON call's own parser.

export interface DoorFailure {
  ok: false;
  status: number;
  code: string;
  message: string;
  /** a message per form field, when the failure is about fields */
  fields?: Record<string, string>;
  /** the cart as it stands, when the request was about the cart */
  cart?: CartView;
}

export type DoorResult<T> = { ok: true; value: T } | DoorFailure;

export interface CartDoor {
  /** adds a quantity of one product; cartItemIds are the lines the add touched */
  add(itemId: string, qty: string): Promise<DoorResult<{ cart: CartView; cartItemIds: string[] }>>;
  updateQuantity(cartItemId: string, qty: string): Promise<DoorResult<CartView>>;
  remove(cartItemId: string): Promise<DoorResult<CartView>>;
  applyCoupon(code: string): Promise<DoorResult<CartView>>;
  removeCoupon(code: string): Promise<DoorResult<CartView>>;
}

export interface SessionDoor {
  signIn(fields: Record<string, string>): Promise<DoorResult<{ merge: MergeReport | null }>>;
  register(fields: Record<string, string>): Promise<DoorResult<{ merge: MergeReport | null }>>;
  signOut(): Promise<void>;
}

export interface ApprovalsDoor {
  /** the orders of the approver's own account waiting for a decision */
  pending(): Promise<DoorResult<ApprovalOrder[]>>;
  /** approves or declines one pending order of the approver's own account */
  decide(action: "approve" | "decline", orderNumber: string, comment: string): Promise<DoorResult<{ orderNumber: string }>>;
}

export interface PageDoors {
  cart: CartDoor;
  session: SessionDoor;
  approvals: ApprovalsDoor;
}
