import type { TenantId } from "../site";

// The message centre (decision 073): what each kind of message says and where it leads. Messages
// are written by the events themselves (an order placed, an approval decided, a store preparing an
// order for pickup, store staff marking it ready: decision 079); their words are made here once,
// so the server stores them in English and a page can say them in the shopper's language from the
// same template and values.

export const MESSAGE_KINDS = [
  "ORDER_PLACED",
  "ORDER_AWAITING_APPROVAL",
  "APPROVAL_REQUESTED",
  "ORDER_APPROVED",
  "ORDER_DECLINED",
  "PICKUP_PREPARING",
  "PICKUP_READY",
  "NOTICE",
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

export function isMessageKind(value: string): value is MessageKind {
  return (MESSAGE_KINDS as readonly string[]).includes(value);
}

/** The facts a message's words are made of: its order and, for pickup, the store. */
export interface MessageFacts {
  orderNumber: string;
  storeNumber?: string | null;
  /** the store's name as shoppers know it ("Quire Natick"); the number stands in when it is not known */
  storeName?: string | null;
}

/** A message's words as templates ({{orderNumber}}, {{storeNumber}}) and the values they take. */
export interface MessageWords {
  subject: string;
  body: string;
  values: Record<string, string>;
}

const TEMPLATES: Record<Exclude<MessageKind, "NOTICE">, { subject: string; body: string }> = {
  ORDER_PLACED: {
    subject: "Order {{orderNumber}} has been placed",
    body: "Thanks for your order. We'll let you know when it's on its way.",
  },
  ORDER_AWAITING_APPROVAL: {
    subject: "Order {{orderNumber}} is waiting for approval",
    body: "Your order has been sent to an approver on your account. We'll tell you when it's decided.",
  },
  APPROVAL_REQUESTED: {
    subject: "Order {{orderNumber}} needs your approval",
    body: "A buyer on your account placed an order that needs an approver. Approve or decline it from Approvals.",
  },
  ORDER_APPROVED: {
    subject: "Order {{orderNumber}} has been approved",
    body: "An approver on your account approved your order. It is now placed.",
  },
  ORDER_DECLINED: {
    subject: "Order {{orderNumber}} has been declined",
    body: "An approver on your account declined your order. Nothing was charged.",
  },
  PICKUP_PREPARING: {
    subject: "{{storeName}} is getting order {{orderNumber}} ready",
    body: "We'll send you a message as soon as your items are ready to pick up. Please wait for it before you come to the store.",
  },
  PICKUP_READY: {
    subject: "Order {{orderNumber}} is ready for pickup",
    body: "Your items are set aside at {{storeName}}. Bring your order number and a photo ID.",
  },
};

/** The words of a message of this kind (NOTICE messages carry their own words, so they have none here). */
export function messageWords(kind: Exclude<MessageKind, "NOTICE">, facts: MessageFacts): MessageWords {
  const template = TEMPLATES[kind];
  const values: Record<string, string> = { orderNumber: facts.orderNumber };
  if (facts.storeNumber) {
    values.storeNumber = facts.storeNumber;
    values.storeName = facts.storeName || `store ${facts.storeNumber}`;
  }
  return { ...template, values };
}

/** A template with its values filled in, as the server stores a message's words. */
export function fillMessageTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Where a message leads: its order on the tenant's orders page, or the approvals page for an approver. */
export function messageLink(kind: MessageKind, orderNumber: string | null, tenant: TenantId): string | null {
  if (kind === "APPROVAL_REQUESTED") return "/approvals";
  if (kind === "NOTICE" || orderNumber === null) return null;
  const orders = tenant === "advantage" ? "/cc/mmx/orders" : "/account/orders";
  return `${orders}/${encodeURIComponent(orderNumber)}`;
}

/** A message's id as the calls take it: the ids the store writes (UUIDs and the demo store's msg-NNNN). */
export const MESSAGE_ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const MESSAGE_ID_INVALID = "That is not a message id.";
export const MESSAGE_NOT_FOUND = "We couldn't find that message.";

/** One message of the shopper's message centre. */
export interface MessageView {
  id: string;
  kind: MessageKind;
  /** in English, filled in; a page says it in its language from `words` when it has them */
  subject: string;
  body: string;
  /** the templates and values the subject and body were made from; null for a NOTICE */
  words: MessageWords | null;
  orderNumber: string | null;
  /** where the message leads (its order, or the approvals page), or null */
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface MessageCentre {
  messages: MessageView[];
  unread: number;
}
