import type { CheckoutSectionStatus } from "@quire/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../../lib/i18n";
import type { CheckoutSection, SectionMode } from "./checkout-model";

const STATUS_TEXT: Record<CheckoutSectionStatus, string> = {
  COMPLETE: "completed",
  ACTIVE: "in progress",
  PENDING: "not started",
};

interface Props {
  section: CheckoutSection;
  step: number;
  title: string;
  status: CheckoutSectionStatus;
  mode: SectionMode;
  /** the "Change" link of a done section (absent for the review) */
  changeHref?: string;
  children?: ReactNode;
}

/**
 * One step of the checkout: its heading (focusable, so the page can move the focus there after a
 * step is saved) with its status, a "Change" link when done, and its form or condensed content.
 */
export function CheckoutStep({ section, step, title, status, mode, changeHref, children }: Props) {
  const { t } = useT();
  const titleId = `${section}-title`;
  // A done step opened again (Change, or a refusal such as a declined card) is being changed, not done.
  const reopened = status === "COMPLETE" && mode === "form";
  return (
    <section
      id={`checkout-${section}`}
      className={`checkout-step checkout-step--${mode}`}
      aria-labelledby={titleId}
      data-status={status}
    >
      <div className="checkout-step__head">
        <h2 id={titleId} className="checkout-step__title" tabIndex={-1}>
          <span className="checkout-step__number" aria-hidden="true">
            {step}
          </span>
          {title}
          <span className="visually-hidden">, {reopened ? t("being changed") : t(STATUS_TEXT[status])}</span>
        </h2>
        {status === "COMPLETE" && !reopened ? (
          <span className="checkout-step__done" aria-hidden="true">
            {t("Done")}
          </span>
        ) : null}
        {mode === "condensed" && changeHref ? (
          <Link className="checkout-step__change" to={changeHref}>
            {t("Change")}
            <span className="visually-hidden"> {title.toLowerCase()}</span>
          </Link>
        ) : null}
      </div>
      {mode === "heading" ? null : <div className="checkout-step__body">{children}</div>}
    </section>
  );
}

/** The "Cancel" of a done step opened again: back to the page as it was. */
export function CancelEdit({ status }: { status: CheckoutSectionStatus }) {
  const { t } = useT();
  if (status !== "COMPLETE") return null;
  return (
    <Link className="checkout-form__cancel" to="/checkout">
      {t("Cancel")}
    </Link>
  );
}
