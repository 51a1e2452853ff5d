import type { QuickOrderAnswer, QuickOrderCommandAnswers } from "@quire/domain";
import type { Command, CommandInput, CommandTable } from "../../http/commands";
import { AppError } from "../../http/errors";
import { contextOf, setNewCartCookie } from "../cart";
import { quickOrderBody } from "./quick-order.schema";
import { type QuickOrderOutcome, type QuickOrderService, quickOrderEntries } from "./quick-order.service";

// Quick order (decision 043), declared once (decision 063): the quickOrder call and the page's
// form (and the drawer that enhances it) run it.

interface QuickOrderInput {
  entries: ReturnType<typeof quickOrderEntries>;
  validateOnly: boolean;
}

/** The body's shape (the pasted text, or the lines as data), then its entries by the domain's rules. */
const quickOrderInput: CommandInput<QuickOrderInput> = {
  schema: quickOrderBody,
  parse(body) {
    const shape = quickOrderBody.safeParse(body);
    if (!shape.success) {
      const issue = shape.error.issues[0];
      const message = issue?.message ?? "Invalid request";
      throw new AppError(400, "INVALID_REQUEST", message, issue?.path[0] === "text" ? { fields: { text: message } } : undefined);
    }
    return { entries: quickOrderEntries(shape.data), validateOnly: shape.data.validateOnly === true };
  },
};

export function quickOrderCommand(quickOrders: QuickOrderService): Command<QuickOrderInput, QuickOrderOutcome, QuickOrderAnswer> {
  return {
    name: "quick-order.order",
    input: quickOrderInput,
    async run({ request, reply }, { entries, validateOnly }) {
      const outcome = await quickOrders.order(request.session, contextOf(request), entries, validateOnly);
      if (outcome.cart) setNewCartCookie(request, reply, outcome.cart);
      return outcome;
    },
    // "Check items" posts the check intent: only checks
    fromForm: (fields) => ({ text: fields.text ?? "", validateOnly: fields.validateOnly === "true" }),
    toPage: (outcome) => ({ ok: true, value: outcome.answer }),
  };
}

/** Quick order's command by the name the page's action uses. */
export function quickOrderPageCommands(quickOrders: QuickOrderService): CommandTable<QuickOrderCommandAnswers> {
  return { "quick-order.order": quickOrderCommand(quickOrders) };
}
