import { MEMBERSHIP_PROGRAM_NAMES, type MembershipOffer, type MembershipPage, formatCents } from "@quire/domain";
import { Form } from "react-router";
import { useT } from "../../../lib/i18n";
import { CsrfField } from "../../../ui/csrf-field";
import type { RewardsFormRefusal } from "../rewards-form";
import { rewardsText } from "../rewards-text";
import "../rewards.css";

// /membership (decision 080): Quire Select and Premium with their price and terms, an Add to cart
// form each (the cart's own add: works without JavaScript), the shopper's program, and sharing it.

export function MembershipPrograms({
  page,
  refusal,
  shared,
}: {
  page: MembershipPage;
  refusal: RewardsFormRefusal | null;
  shared: boolean;
}) {
  const { t } = useT();
  const held = page.membership?.program ?? null;
  return (
    <>
      {held ? (
        <p className="membership-current" role="status">
          {t("Your membership: {{program}}", { program: MEMBERSHIP_PROGRAM_NAMES[held] })}
        </p>
      ) : null}
      <ul className="membership-programs">
        {page.offers.map((offer) => (
          <ProgramCard
            key={offer.program}
            offer={offer}
            held={held}
            refusal={refusal?.intent === "add" && refusal.target === offer.itemId ? refusal : null}
          />
        ))}
      </ul>
      {held ? <Sharing page={page} refusal={refusal?.intent === "share" ? refusal : null} shared={shared} /> : null}
    </>
  );
}

function ProgramCard({
  offer,
  held,
  refusal,
}: {
  offer: MembershipOffer;
  held: string | null;
  refusal: RewardsFormRefusal | null;
}) {
  const { t } = useT();
  const name = MEMBERSHIP_PROGRAM_NAMES[offer.program];
  const titleId = `membership-${offer.program.toLowerCase()}`;
  const termsId = `${titleId}-terms`;
  return (
    <li className="membership-program" aria-labelledby={titleId}>
      <h2 id={titleId}>{name}</h2>
      <p className="membership-program__price">{t("{{price}} a year", { price: formatCents(offer.priceCents) })}</p>
      <p>{t("{{percent}}% off the products in your cart", { percent: offer.savingsPercent })}</p>
      {/* the spec's membership terms overlay: a disclosure, so it opens without JavaScript */}
      <details className="membership-program__terms">
        <summary>{t("Membership terms")}</summary>
        <ul id={termsId}>
          <li>{t("One year from the order that buys it, for one personal account.")}</li>
          <li>
            {t("{{percent}}% off what is left of your products after coupons, from that order on.", {
              percent: offer.savingsPercent,
            })}
          </li>
          <li>{t("Not on gift cards, protection plans or memberships.")}</li>
          <li>
            {offer.maxBeneficiaries === 1
              ? t("Share it with 1 person by e-mail.")
              : t("Share it with up to {{count}} people by e-mail.", { count: offer.maxBeneficiaries })}
          </li>
          <li>{t("Nothing ships: it is yours as soon as the order is placed.")}</li>
        </ul>
      </details>
      {refusal ? (
        <p className="membership-program__error" role="alert">
          {rewardsText(refusal.message, t)}
        </p>
      ) : null}
      {held === offer.program ? (
        <p className="membership-program__held">{t("Your program")}</p>
      ) : (
        <Form method="post" className="membership-program__form">
          <CsrfField />
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="itemId" value={offer.itemId} />
          <button type="submit" className="button" aria-describedby={titleId}>
            {t("Add to cart")}
          </button>
        </Form>
      )}
    </li>
  );
}

function Sharing({ page, refusal, shared }: { page: MembershipPage; refusal: RewardsFormRefusal | null; shared: boolean }) {
  const { t } = useT();
  const people = page.membership?.beneficiaries ?? [];
  const error = refusal ? rewardsText(refusal.fields?.email ?? refusal.message, t) : null;
  return (
    <section className="membership-sharing" aria-labelledby="sharing">
      <h2 id="sharing">{t("Share your membership")}</h2>
      {shared ? <p role="status">{t("They share your membership now.")}</p> : null}
      {people.length > 0 ? (
        <ul>
          {people.map((b) => (
            <li key={b.id}>{b.email}</li>
          ))}
        </ul>
      ) : (
        <p>{t("No one shares it yet.")}</p>
      )}
      <Form method="post" className="membership-sharing__form">
        <CsrfField />
        <input type="hidden" name="intent" value="share" />
        <label htmlFor="beneficiary-email">{t("E-mail address")}</label>
        <input
          id="beneficiary-email"
          name="email"
          type="email"
          autoComplete="off"
          defaultValue={refusal?.values?.email ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "beneficiary-email-error" : undefined}
        />
        {error ? (
          <p id="beneficiary-email-error" className="membership-program__error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button--secondary">
          {t("Share")}
        </button>
      </Form>
    </section>
  );
}
