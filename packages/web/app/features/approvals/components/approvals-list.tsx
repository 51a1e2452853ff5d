import { formatCents, formatPriceDisplay } from "@quire/domain";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useRevalidator } from "react-router";
import { RESPOND_WITH_DATA } from "../../../lib/cart-form";
import { CsrfField } from "../../../ui/csrf-field";
import {
  type ApprovalDecision,
  type ApprovalDecisionAnswer,
  type ApprovalOrder,
  ApprovalsApiError,
  approvalsClient,
  GENERIC_MESSAGE,
  MAX_APPROVAL_COMMENT_LENGTH,
} from "../api/approvals-client";
import "../approvals.css";

type Load = { state: "loading" } | { state: "ready"; orders: ApprovalOrder[] } | { state: "failed"; message: string };

const EMPTY_TEXT = "There are no orders waiting for your approval.";

const DONE_TEXT: Record<ApprovalDecision, string> = { approve: "approved", decline: "declined" };

function messageOf(error: unknown): string {
  return error instanceof ApprovalsApiError ? error.message : GENERIC_MESSAGE;
}

/**
 * "Jun 3, 2025", the day in UTC as the order pages write it (the server renders the list and the
 * browser hydrates it: a day in the browser's time zone could differ from the server's); the raw
 * text when it is not a date.
 */
function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

function waitingText(count: number): string {
  return count === 1 ? "1 order is waiting for your approval." : `${count} orders are waiting for your approval.`;
}

/** The DOM id of an order's parts (order numbers are ids of the server: keep them to safe characters). */
function idOf(orderNumber: string, part: string): string {
  return `approval-${orderNumber.replace(/[^A-Za-z0-9_-]/g, "_")}-${part}`;
}

/**
 * The approver's pending orders, as the page's loader read them (or read here when it could not):
 * number, buyer, date, total and the buyer's comments, each with an optional comment of the
 * approver's and Approve / Decline. With JavaScript a decision posts the same form to the page's
 * action by a fetcher: the decided order leaves the list, the polite status region says so and
 * React Router reads the loaders again (the header's approvals count). Errors show the server's
 * message in an alert; an order that is no longer pending (404, 409) leaves the list too.
 */
export function ApprovalsList({
  initialOrders = null,
  notice = "",
  refusal = "",
  confirmDecline,
  orderHref,
}: {
  /** the orders as the page's loader read them; the list reads them itself when null */
  initialOrders?: ApprovalOrder[] | null;
  /** what a decision posted without JavaScript did ("Order 123 approved.") */
  notice?: string;
  /** why a decision posted without JavaScript was refused */
  refusal?: string;
  /** a Decline posted without JavaScript: the order whose confirmation to show, and the comment typed */
  confirmDecline?: { orderNumber: string; comment: string };
  /** the order's page, for the link to it */
  orderHref?: (orderNumber: string) => string;
}) {
  const revalidator = useRevalidator();
  const [load, setLoad] = useState<Load>(initialOrders ? { state: "ready", orders: initialOrders } : { state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [comments, setComments] = useState<Record<string, string>>(
    confirmDecline ? { [confirmDecline.orderNumber]: confirmDecline.comment } : {},
  );
  // The order whose Decline waits for its confirmation (decision 040); approving stays one step.
  const [confirming, setConfirming] = useState<string | null>(confirmDecline?.orderNumber ?? null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming === null) return;
    // in view at 375 px too, and the keyboard is where the question is
    confirmRef.current?.scrollIntoView?.({ block: "center" });
    confirmRef.current?.focus();
  }, [confirming]);
  const [announcement, setAnnouncement] = useState(notice);
  const [error, setError] = useState(refusal);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const emptyRef = useRef<HTMLParagraphElement>(null);

  const hasInitialOrders = initialOrders !== null;
  useEffect(() => {
    // The server rendered the list: read it again only when asked to ("Try again").
    if (hasInitialOrders && attempt === 0) return;
    const controller = new AbortController();
    approvalsClient.pendingOrders(controller.signal).then(
      (orders) => setLoad({ state: "ready", orders }),
      (e: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ state: "failed", message: messageOf(e) });
      },
    );
    return () => controller.abort();
  }, [attempt, hasInitialOrders]);

  // Where the focus goes once a decided order has left the list (its controls went with it):
  // the next order's heading, or the empty message. Applied after the render that removed it (an
  // answer handled in an order's effect comes before that render: the empty message is not there yet).
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    const target = focusTarget.current;
    if (target === null) return;
    const node = target === "" ? emptyRef.current : headings.current.get(target);
    if (!node) return;
    focusTarget.current = null;
    node.focus();
  });

  const listed = load.state === "ready" ? load.orders : [];
  // Orders the approver placed wait for someone else (decision 059): listed apart, without actions.
  const orders = listed.filter((o) => o.canDecide !== false);
  const ownOrders = listed.filter((o) => o.canDecide === false);
  // The list as last rendered, for decisions that finish after other changes.
  const ordersRef = useRef(orders);
  useEffect(() => {
    ordersRef.current = load.state === "ready" ? load.orders : [];
  }, [load]);

  const removeOrder = (orderNumber: string) => {
    const current = ordersRef.current.filter((o) => o.canDecide !== false || o.orderNumber === orderNumber);
    const index = current.findIndex((o) => o.orderNumber === orderNumber);
    const rest = current.filter((o) => o.orderNumber !== orderNumber);
    const next = rest[Math.min(Math.max(index, 0), rest.length - 1)];
    ordersRef.current = ordersRef.current.filter((o) => o.orderNumber !== orderNumber);
    setLoad((state) =>
      state.state === "ready" ? { state: "ready", orders: state.orders.filter((o) => o.orderNumber !== orderNumber) } : state,
    );
    focusTarget.current = next ? next.orderNumber : "";
  };

  const started = () => {
    setError("");
    setAnnouncement("");
  };

  const answered = (orderNumber: string, decision: ApprovalDecision, answer: ApprovalDecisionAnswer | undefined) => {
    if (answer && "decided" in answer) {
      removeOrder(orderNumber);
      setAnnouncement(`Order ${orderNumber} ${DONE_TEXT[decision]}.`);
      return;
    }
    const refusal = answer && "refusal" in answer ? answer.refusal : null;
    setError(refusal?.message || GENERIC_MESSAGE);
    // Not found or already decided: it is no longer waiting for this approver (a refusal is not
    // followed by React Router's reading of the loaders, so the header's count is read here).
    if (refusal?.status === 404 || refusal?.status === 409) {
      removeOrder(orderNumber);
      void revalidator.revalidate();
    }
  };

  return (
    <div className="approvals">
      {/* One polite region for every decision made on this page. */}
      <p className="approvals__status" role="status">
        {announcement}
      </p>
      {error ? (
        <p className="cart-notice cart-notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {load.state === "loading" ? (
        <p role="status" className="approvals__loading">
          <span className="spinner" aria-hidden="true" /> Loading orders waiting for your approval…
        </p>
      ) : null}
      {load.state === "failed" ? (
        <div className="approvals__failed">
          <p className="cart-notice cart-notice--error" role="alert">
            {load.message}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setLoad({ state: "loading" });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </button>
        </div>
      ) : null}
      {load.state === "ready" && orders.length === 0 ? (
        <p ref={emptyRef} tabIndex={-1} className="approvals__empty">
          {EMPTY_TEXT}
        </p>
      ) : null}
      {orders.length > 0 ? (
        <>
          <p className="approvals__count">{waitingText(orders.length)}</p>
          <ul className="approvals__list" aria-label="Orders waiting for your approval">
            {orders.map((order) => {
              const { orderNumber } = order;
              return (
                <PendingApproval
                  key={orderNumber}
                  order={order}
                  orderHref={orderHref}
                  comment={comments[orderNumber] ?? ""}
                  onComment={(value) => setComments((c) => ({ ...c, [orderNumber]: value }))}
                  confirming={confirming === orderNumber}
                  onConfirming={(open) => setConfirming(open ? orderNumber : null)}
                  confirmRef={confirmRef}
                  headingRef={(node) => {
                    if (node) headings.current.set(orderNumber, node);
                    else headings.current.delete(orderNumber);
                  }}
                  onKeep={() => {
                    setConfirming(null);
                    headings.current.get(orderNumber)?.focus();
                  }}
                  onStart={started}
                  onAnswer={(decision, answer) => answered(orderNumber, decision, answer)}
                />
              );
            })}
          </ul>
        </>
      ) : null}
      {ownOrders.length > 0 ? (
        <section className="approvals__own" aria-labelledby="approvals-own-title">
          <h2 id="approvals-own-title" className="approvals__own-title">
            Orders you placed
          </h2>
          <ul className="approvals__list" aria-label="Your orders waiting for another approver">
            {ownOrders.map((order) => (
              <li key={order.orderNumber} className="approval approval--own">
                <h3 className="approval__title">Order {order.orderNumber}</h3>
                <OrderFacts order={order} orderHref={orderHref} />
                <p className="approval__note">{waitingForText(order)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

interface PendingApprovalProps {
  order: ApprovalOrder;
  orderHref?: (orderNumber: string) => string;
  /** the approver's comment (the same text in the Decline confirmation's reason) */
  comment: string;
  onComment: (value: string) => void;
  /** whether this order's Decline waits for its confirmation */
  confirming: boolean;
  onConfirming: (open: boolean) => void;
  confirmRef: RefObject<HTMLDivElement | null>;
  headingRef: (node: HTMLHeadingElement | null) => void;
  /** Keep order: the confirmation closes and the focus goes back to the order */
  onKeep: () => void;
  /** a decision was sent */
  onStart: () => void;
  /** the action's answer to it (undefined when the request got no answer of ours) */
  onAnswer: (decision: ApprovalDecision, answer: ApprovalDecisionAnswer | undefined) => void;
}

/**
 * One order waiting for the approver's decision. Its own fetcher, so decisions on several orders
 * go out side by side, as the forms would without JavaScript.
 */
function PendingApproval({
  order,
  orderHref,
  comment,
  onComment,
  confirming,
  onConfirming,
  confirmRef,
  headingRef,
  onKeep,
  onStart,
  onAnswer,
}: PendingApprovalProps) {
  const { orderNumber } = order;
  const fetcher = useFetcher<ApprovalDecisionAnswer>();
  // The decision sent and not yet answered (a ref too: a second click before the render is ignored).
  const [pending, setPending] = useState<ApprovalDecision | undefined>(undefined);
  const sent = useRef<ApprovalDecision | null>(null);
  const seen = useRef(fetcher.data);
  const wentBusy = useRef(false);
  const answer = useRef(onAnswer);
  useEffect(() => {
    answer.current = onAnswer;
  });

  const send = (form: HTMLFormElement, decision: ApprovalDecision) => {
    if (sent.current !== null) return;
    sent.current = decision;
    wentBusy.current = false;
    setPending(decision);
    onStart();
    const body = new FormData(form);
    body.set("intent", decision);
    body.set(RESPOND_WITH_DATA.name, RESPOND_WITH_DATA.value);
    void fetcher.submit(body, { method: "post" });
  };

  // New data is the answer (it can come before React Router has read the loaders again); a fetcher
  // that was busy and is idle again without new data got no answer of ours.
  useEffect(() => {
    const decision = sent.current;
    if (decision === null) return;
    const fresh = fetcher.data !== seen.current;
    if (!fresh && fetcher.state !== "idle") {
      wentBusy.current = true;
      return;
    }
    if (!fresh && !wentBusy.current) return;
    seen.current = fetcher.data;
    sent.current = null;
    setPending(undefined);
    answer.current(decision, fresh ? fetcher.data : undefined);
  }, [fetcher.state, fetcher.data]);

  const headingId = idOf(orderNumber, "title");
  const commentId = idOf(orderNumber, "comment");
  const hintId = idOf(orderNumber, "hint");
  return (
    <li className="approval" aria-busy={pending ? true : undefined}>
      <h2 id={headingId} className="approval__title" tabIndex={-1} ref={headingRef}>
        Order {orderNumber}
      </h2>
      <OrderFacts order={order} orderHref={orderHref} />
      {/* A real form: before hydration (or without JavaScript) it posts to the page's action. */}
      <Form
        method="post"
        className="approval__form"
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          // Change order is a plain post: the action opens the order as the cart and goes there.
          if (submitter?.getAttribute("value") === "change") return;
          event.preventDefault();
          if (submitter?.getAttribute("value") === "decline") {
            onConfirming(true);
            return;
          }
          send(event.currentTarget, "approve");
        }}
      >
        <CsrfField />
        <input type="hidden" name="orderNumber" value={orderNumber} />
        <div className="field approval__comment">
          <label htmlFor={commentId}>
            Your comment <span className="visually-hidden">on order {orderNumber} </span>(optional)
          </label>
          <textarea
            id={commentId}
            name="comment"
            rows={2}
            maxLength={MAX_APPROVAL_COMMENT_LENGTH}
            aria-describedby={hintId}
            readOnly={pending !== undefined}
            value={comment}
            onChange={(event) => onComment(event.target.value)}
          />
          <span id={hintId} className="field__hint">
            Up to {MAX_APPROVAL_COMMENT_LENGTH} characters.
          </span>
        </div>
        <div className="approval__actions">
          <button type="submit" name="intent" value="approve" className="button" aria-disabled={pending ? true : undefined}>
            {pending === "approve" ? "Approving…" : "Approve"}
            <span className="visually-hidden"> order {orderNumber}</span>
          </button>
          <button
            type="submit"
            name="intent"
            value="decline"
            className="button button--secondary"
            aria-disabled={pending ? true : undefined}
          >
            {pending === "decline" ? "Declining…" : "Decline"}
            <span className="visually-hidden"> order {orderNumber}</span>
          </button>
          <button type="submit" name="intent" value="change" className="link-button" aria-disabled={pending ? true : undefined}>
            Change order<span className="visually-hidden"> {orderNumber}</span>
          </button>
        </div>
      </Form>
      {confirming ? (
        <div
          ref={confirmRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={idOf(orderNumber, "confirm-title")}
          className="approval__confirm"
        >
          <h3 id={idOf(orderNumber, "confirm-title")} className="approval__confirm-title">
            Decline order {orderNumber}?
          </h3>
          <p>The order will not be placed. {order.orderSubmittedBy || "The buyer"} sees your reason.</p>
          <Form
            method="post"
            className="approval__confirm-form"
            onSubmit={(event) => {
              event.preventDefault();
              send(event.currentTarget, "decline");
              onConfirming(false);
            }}
          >
            <CsrfField />
            <input type="hidden" name="orderNumber" value={orderNumber} />
            <input type="hidden" name="confirmed" value="yes" />
            <div className="field">
              <label htmlFor={idOf(orderNumber, "reason")}>Reason for declining (optional)</label>
              <textarea
                id={idOf(orderNumber, "reason")}
                name="comment"
                rows={2}
                maxLength={MAX_APPROVAL_COMMENT_LENGTH}
                value={comment}
                onChange={(event) => onComment(event.target.value)}
              />
            </div>
            <div className="approval__actions">
              <button type="submit" name="intent" value="decline" className="button button--danger">
                Decline order<span className="visually-hidden"> {orderNumber}</span>
              </button>
              <Link
                to="/approvals"
                className="button button--secondary"
                onClick={(event) => {
                  event.preventDefault();
                  onKeep();
                }}
              >
                Keep order<span className="visually-hidden"> {orderNumber}</span>
              </Link>
            </div>
          </Form>
        </div>
      ) : null}
    </li>
  );
}

/** Why an order the approver placed has no Approve or Decline: who decides it instead. */
export function waitingForText(order: ApprovalOrder): string {
  return order.waitingFor === "ACCOUNT_ADMINISTRATOR"
    ? "You placed this order, so your account's administrator will approve or decline it."
    : "You placed this order, so another approver on your account will approve or decline it.";
}

/** Who submitted the order, when, its total, comments, lines and the link to its page. */
function OrderFacts({ order, orderHref }: { order: ApprovalOrder; orderHref?: (orderNumber: string) => string }) {
  const { orderNumber } = order;
  return (
    <>
      <dl className="approval__details">
        <div className="approval__detail">
          <dt>Submitted by</dt>
          <dd>{order.orderSubmittedBy || "Unknown"}</dd>
        </div>
        <div className="approval__detail">
          <dt>Date</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
          </dd>
        </div>
        <div className="approval__detail">
          <dt>Total</dt>
          <dd className="approval__total">{formatPriceDisplay(order.totalCents)}</dd>
        </div>
        <div className="approval__detail approval__detail--wide">
          <dt>Comments</dt>
          <dd>{order.approvalComments.trim() || "None"}</dd>
        </div>
      </dl>
      <OrderLines order={order} />
      {orderHref ? (
        <p className="approval__order-link">
          <Link to={orderHref(orderNumber)}>
            {/* one flex item: the link's inline-flex would drop the space before "details" */}
            <span>
              View order<span className="visually-hidden"> {orderNumber}</span> details
            </span>
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** What the order holds: name, quantity and price of each line, so the approver knows what they approve. */
function OrderLines({ order }: { order: ApprovalOrder }) {
  const lines = order.lines ?? [];
  if (lines.length === 0) return <p className="approval__no-lines">The order's lines are on its page.</p>;
  return (
    <table className="approval__lines">
      <caption className="visually-hidden">Items in order {order.orderNumber}</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.itemId}>
            <th scope="row">
              {line.name} <span className="approval__item-number">Item {line.itemId}</span>
            </th>
            <td>{line.qty}</td>
            <td>{formatCents(line.unitPriceCents * line.qty)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
