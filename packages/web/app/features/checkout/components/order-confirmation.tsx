import type { OrderView } from "@quire/domain";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import { useOrderCompleted } from "../hooks/use-order-completed";
import "../checkout.css";

interface Props {
  order: OrderView;
  /** the order's page among the shopper's orders; null for a guest, who looks an order up instead */
  detailHref: string | null;
}

/**
 * The top of the confirmation page: thanks (or, for an order waiting for an approver, where it
 * went), the order number, and the ways on. Pushes the analytics 'Order Completed' event once.
 */
export function OrderConfirmation({ order, detailHref }: Props) {
  useOrderCompleted(order);
  const { t } = useT();
  const pending = order.status === "PENDING_APPROVAL";
  return (
    <div className="order-confirmation">
      {/* Arriving from Place order, the focus starts at what the page says, not wherever the browser left it. */}
      <h1 tabIndex={-1} ref={(el) => el?.focus({ preventScroll: true })}>
        {pending ? t("Your order was sent for approval") : t("Thank you for your order")}
      </h1>
      <p className="order-confirmation__number">
        {t("Order number")} <strong>{order.orderNumber}</strong>
      </p>
      <p className="order-confirmation__lead">
        {pending
          ? t("An approver on your account will review it. We'll email you when it is approved or declined.")
          : order.deliveryMethod === "PICKUP" ||
              (order.lines.length > 0 && order.lines.every((l) => l.deliveryType === "ISP" || l.deliveryType === "STS"))
            ? t("We'll email you when your order is ready to pick up.")
            : order.lines.some((l) => l.deliveryType === "ISP" || l.deliveryType === "STS")
              ? t("We'll email you when your items ship and when your store pickup is ready.")
              : t("We'll email you when your order ships.")}
      </p>
      <p className="order-confirmation__links">
        {detailHref ? (
          <Link className="button" to={detailHref}>
            {t("View order details")}
          </Link>
        ) : (
          <Link className="button" to={`/orders/lookup?orderNumber=${encodeURIComponent(order.orderNumber)}`}>
            {t("Track this order")}
          </Link>
        )}
        <Link className="button button--secondary" to="/">
          {t("Continue shopping")}
        </Link>
      </p>
    </div>
  );
}
