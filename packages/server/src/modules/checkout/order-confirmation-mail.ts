import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail";
import * as repo from "./checkout.repository";

// Every placed order is confirmed by e-mail: to the address a guest typed at checkout, else to the
// account's. A mail that cannot be sent is logged; the order stands.

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export class OrderConfirmationMail {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
  ) {}

  async send(orderNumber: string, log: FastifyBaseLogger): Promise<void> {
    try {
      const order = await repo.findOrderRecipient(this.db, orderNumber);
      if (!order) return;
      const to = order.contactEmail ?? order.email;
      // a guest-checkout record's own address is a placeholder that receives nothing
      if (!to || to.endsWith("@guest.invalid")) return;
      const lines = await repo.listOrderLines(this.db, Number(order.id));
      const waits = order.status === "PENDING_APPROVAL";
      const text = [
        order.firstName ? `Hi ${order.firstName},` : "Hello,",
        "",
        waits
          ? `Your order ${order.orderNumber} is waiting for approval. We'll ship it once it is approved.`
          : `Thank you for your order. Your order number is ${order.orderNumber}.`,
        "",
        ...lines.map((l) => `${l.qty} x ${l.name ?? l.productName} (${money.format(Number(l.unitPriceCents) / 100)} each)`),
        "",
        `Order total: ${money.format(Number(order.totalCents) / 100)}`,
        "",
        order.userType === "GUEST"
          ? "To see this order later, use Track an order with your order number and this e-mail address."
          : "You can see this order in your account's order history.",
      ].join("\n");
      await this.mailer.send({
        tenant: order.tenant,
        to,
        subject: `Your Quire order ${order.orderNumber}`,
        text,
        link: `/orders/lookup?orderNumber=${order.orderNumber}`,
      });
    } catch (error) {
      log.error({ err: error, orderNumber }, "order confirmation mail failed; the order stands");
    }
  }
}
