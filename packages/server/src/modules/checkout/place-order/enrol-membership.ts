import { MEMBERSHIP_MESSAGES, membershipAddRefusal, membershipOf } from "@quire/domain";
import type { Db } from "../../../db/database";
import { AppError } from "../../../http/errors";
import { grantMembership, membershipFacts } from "../../rewards";
import type { Shopper } from "../checkout-shopper";
import type { PricedCart } from "./price-cart";

// A step after the payment is authorised: an order with a membership line makes its buyer a member of
// that program (decision 080), in the order's transaction, so the membership exists exactly when the
// order does. Whatever changed since the add (a program bought meanwhile) refuses the order here, by the
// add's own rule and words; the caller's rollback voids the authorisation.

export async function enrolMembership(trx: Db, shopper: Shopper, priced: PricedCart): Promise<void> {
  const programs = priced.state.lines.flatMap((line) => {
    const program = membershipOf(priced.state.products.get(line.productId) ?? {});
    return program ? [program] : [];
  });
  const [program] = programs;
  if (program === undefined) return;
  const facts = shopper.isGuest ? undefined : await membershipFacts(trx, shopper.userId);
  const refusal = membershipAddRefusal(program, {
    signedIn: facts !== undefined,
    businessAccount: shopper.tenant !== "dotcom" || shopper.accountId !== null || facts?.businessAccount === true,
    heldProgram: membershipOf({ membershipProgram: facts?.program }),
    sharesAnother: facts?.sharesAnother === true,
    inCart: programs.slice(1),
  });
  if (refusal) throw new AppError(refusal.code === "MISSING_USER" ? 401 : 409, refusal.code, refusal.message);
  if (!(await grantMembership(trx, shopper.userId, program))) {
    throw new AppError(409, "ALREADY_PURCHASED", MEMBERSHIP_MESSAGES.alreadyPurchased(program));
  }
}
