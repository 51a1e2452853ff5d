import { type QuickOrderAnswer, type QuickOrderLineResult, quickOrderLineLabel, quickOrderSummary } from "@quire/domain";
import type { ComponentType, ReactNode, Ref } from "react";
import { Link } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { QUICK_ORDER_PATH } from "../../../ui/quick-order-slot";

// The quick-order form (decision 043): the same fields on the page (a plain form posted to the
// page's action) and in the drawer (a fetcher form posted to the same action).

export const QUICK_ORDER_CHECK = "check";
export const QUICK_ORDER_ADD = "add";

export const QUICK_ORDER_EXAMPLE = "101407, 3\nNW-PAPER-01\t2\n205511 10";

type FormComponent = ComponentType<{
  method: "post";
  action: string;
  className?: string;
  "aria-busy"?: boolean;
  children?: ReactNode;
}>;

interface Props {
  /** React Router's Form on the page, the fetcher's in the drawer */
  FormElement: FormComponent;
  idPrefix: string;
  answer: QuickOrderAnswer | null;
  /** a refusal of the whole text (no entries, too many) */
  error: string | null;
  /** the text as it stands (the drawer keeps it in state; the page shows what was posted) */
  text: string;
  onTextChange?: (text: string) => void;
  pending?: boolean;
  cartPath: string;
  /** the drawer posts for data: the action answers instead of rendering the page */
  respondWithData?: boolean;
  textRef?: Ref<HTMLTextAreaElement>;
  /** the results' headings: 2 on the page, 3 in the drawer */
  headingLevel: 2 | 3;
}

function cartHref(cartPath: string, answer: QuickOrderAnswer): string {
  return answer.cartItemIds.length > 0
    ? `${cartPath}?cartItemIds=${answer.cartItemIds.map(encodeURIComponent).join(",")}`
    : cartPath;
}

function LineResult({ line }: { line: QuickOrderLineResult }) {
  const what = line.name
    ? `${line.name} (item ${line.itemId}${line.customerSku ? `, your number ${line.customerSku}` : ""})`
    : line.text;
  return (
    <li className={`quick-order__line quick-order__line--${line.status}`}>
      <span className="quick-order__line-label">{quickOrderLineLabel(line)}:</span>{" "}
      {line.status === "ok" ? (
        <>
          <span className="quick-order__line-what">{what}</span>, qty {line.qty}
        </>
      ) : (
        <>
          <span className="quick-order__line-what">{line.text}</span>
          {" — "}
          <span className="quick-order__line-message">{line.message}</span>
        </>
      )}
    </li>
  );
}

export function QuickOrderResults({
  answer,
  cartPath,
  headingLevel,
}: {
  answer: QuickOrderAnswer;
  cartPath: string;
  /** under the page's h1: 2; under the drawer's title (h2): 3 */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const bad = answer.lines.filter((l) => l.status === "error");
  const good = answer.lines.filter((l) => l.status === "ok");
  const added = !answer.validateOnly && answer.okCount > 0;
  return (
    <div className="quick-order__results">
      <p className={`quick-order__summary${bad.length > 0 ? " notice notice--error" : " notice"}`}>
        {quickOrderSummary(answer)}
        {added ? (
          <>
            {" "}
            <Link to={cartHref(cartPath, answer)} className="quick-order__cart-link">
              View cart ({answer.cartItemCount} {answer.cartItemCount === 1 ? "item" : "items"})
            </Link>
          </>
        ) : null}
      </p>
      {bad.length > 0 ? (
        <>
          <Heading className="quick-order__results-heading">Lines to fix</Heading>
          <ul className="quick-order__lines">
            {bad.map((line) => (
              <LineResult key={line.lineNumber} line={line} />
            ))}
          </ul>
        </>
      ) : null}
      {good.length > 0 ? (
        <>
          <Heading className="quick-order__results-heading">
            {answer.validateOnly ? "Ready to add" : added ? "Added" : "Ready to add"}
          </Heading>
          <ul className="quick-order__lines">
            {good.map((line) => (
              <LineResult key={line.lineNumber} line={line} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function QuickOrderForm({
  FormElement,
  idPrefix,
  answer,
  error,
  text,
  onTextChange,
  pending = false,
  cartPath,
  respondWithData = false,
  textRef,
  headingLevel,
}: Props) {
  const textId = `${idPrefix}-text`;
  const described = [`${textId}-hint`, error ? `${textId}-error` : ""].filter(Boolean).join(" ");
  return (
    <FormElement method="post" action={QUICK_ORDER_PATH} className="quick-order__form" aria-busy={pending || undefined}>
      <CsrfField />
      {respondWithData ? <input type="hidden" name="respond" value="data" /> : null}
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label htmlFor={textId}>Item numbers and quantities</label>
        <span id={`${textId}-hint`} className="field__hint">
          One item a line: the item number or your own number for it, then the quantity, separated by a comma, a tab or a space
          (no quantity adds one). You can paste from a spreadsheet, up to 100 lines. For example:
          <code className="quick-order__example">{QUICK_ORDER_EXAMPLE}</code>
        </span>
        {error ? (
          <span id={`${textId}-error`} className="field__error">
            {error}
          </span>
        ) : null}
        <textarea
          ref={textRef}
          id={textId}
          name="text"
          rows={8}
          className="quick-order__text"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          {...(onTextChange ? { value: text, onChange: (event) => onTextChange(event.target.value) } : { defaultValue: text })}
        />
      </div>
      <div className="quick-order__actions">
        <button type="submit" name="intent" value={QUICK_ORDER_CHECK} className="button button--secondary">
          Check items
        </button>
        <button type="submit" name="intent" value={QUICK_ORDER_ADD} className="button">
          Add to cart
        </button>
      </div>
      <div
        role={answer && answer.errorCount > 0 ? "alert" : "status"}
        aria-live={answer && answer.errorCount > 0 ? "assertive" : "polite"}
        className="quick-order__live"
      >
        {pending ? (
          <p className="quick-order__pending">Checking your items…</p>
        ) : answer ? (
          <QuickOrderResults answer={answer} cartPath={cartPath} headingLevel={headingLevel} />
        ) : null}
      </div>
    </FormElement>
  );
}
