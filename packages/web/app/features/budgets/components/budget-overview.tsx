import { type BudgetCentreStanding, type BudgetOverview as Overview, formatCents, MAX_BUDGET_DOLLARS } from "@quire/domain";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { CsrfField } from "../../../ui/csrf-field";
import { BudgetChart } from "./budget-chart";
import "../budgets.css";

/** A refused budget form, as the page's action answers it. */
export interface BudgetRefusal {
  target: string | null;
  message: string;
  values?: Record<string, string>;
}

interface Props {
  overview: Overview;
  /** the centre whose budget was just changed (after the form's redirect) */
  updatedCentreId: string | null;
  refusal: BudgetRefusal | null;
}

function dollarsOf(cents: number): string {
  return String(Math.floor(cents / 100));
}

/**
 * The budget overview (decision 044): each budget centre's budget, spent, pending approval and
 * available for the fiscal year, the last 12 months' spending, and for administrators a form per
 * centre to change its budget (posted to the page, works without JavaScript).
 */
export function BudgetOverviewView({ overview, updatedCentreId, refusal }: Props) {
  const updated = overview.centres.find((c) => String(c.id) === updatedCentreId);
  const { totals } = overview;
  return (
    <>
      <p className="budget-overview__intro">
        {overview.accountName ? `${overview.accountName}: ` : ""}
        budgets for the fiscal year {overview.period.label}. Orders waiting for approval are held against their budget centre
        until an approver decides.
      </p>
      {updated ? (
        <p className="notice notice--ok" role="status">
          {`The budget of ${updated.name} is now ${formatCents(updated.budgetCents)}.`}
        </p>
      ) : null}
      {refusal && !refusal.target ? (
        <p className="notice notice--error" role="alert">
          {refusal.message}
        </p>
      ) : null}
      <section aria-labelledby="budget-centres-title">
        <h2 id="budget-centres-title">Budget centres</h2>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a narrow screen scrolls the table sideways: the region takes the keyboard's focus to do it */}
        <div className="table-scroll" role="region" aria-labelledby="budget-centres-caption" tabIndex={0}>
          <table className="budget-table budget-table--stacking">
            <caption id="budget-centres-caption" className="visually-hidden">
              Budget, spent, pending approval and available per budget centre
            </caption>
            <thead>
              <tr>
                <th scope="col">Budget centre</th>
                <th scope="col">Budget</th>
                <th scope="col">Spent</th>
                <th scope="col">Pending approval</th>
                <th scope="col">Available</th>
              </tr>
            </thead>
            <tbody>
              {overview.centres.map((c) => (
                <tr key={c.id} data-centre={c.id}>
                  <th scope="row">{c.name}</th>
                  <td data-label="Budget">{formatCents(c.budgetCents)}</td>
                  <td data-label="Spent">{formatCents(c.spentCents)}</td>
                  <td data-label="Pending approval">{formatCents(c.pendingCents)}</td>
                  <td data-label="Available" className={c.availableCents < 0 ? "budget-table__over" : undefined}>
                    {formatCents(c.availableCents)}
                  </td>
                </tr>
              ))}
            </tbody>
            {overview.centres.length > 1 ? (
              <tfoot>
                <tr>
                  <th scope="row">All centres</th>
                  <td data-label="Budget">{formatCents(totals.budgetCents)}</td>
                  <td data-label="Spent">{formatCents(totals.spentCents)}</td>
                  <td data-label="Pending approval">{formatCents(totals.pendingCents)}</td>
                  <td data-label="Available">{formatCents(totals.availableCents)}</td>
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </section>
      {overview.canManage ? (
        <section aria-labelledby="budget-change-title" className="budget-change">
          <h2 id="budget-change-title">Change a budget</h2>
          <ul className="budget-change__list">
            {overview.centres.map((c) => (
              <li key={c.id}>
                <BudgetForm centre={c} refusal={refusal?.target === String(c.id) ? refusal : null} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="budget-spending-title">
        <h2 id="budget-spending-title">Spending, last 12 months</h2>
        <BudgetChart months={overview.months} centres={overview.centres} />
      </section>
    </>
  );
}

function BudgetForm({ centre, refusal }: { centre: BudgetCentreStanding; refusal: BudgetRefusal | null }) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "set-budget" &&
    navigation.formData?.get("budgetCentreId") === String(centre.id);
  return (
    <Form method="post" className="budget-form">
      <CsrfField />
      <input type="hidden" name="intent" value="set-budget" />
      <input type="hidden" name="budgetCentreId" value={String(centre.id)} />
      <label htmlFor={inputId}>{`Budget for ${centre.name} (whole dollars)`}</label>
      <p id={hintId} className="field-hint">
        {`From $0 to $${MAX_BUDGET_DOLLARS.toLocaleString("en-US")}, no cents.`}
      </p>
      <div className="budget-form__row">
        <span aria-hidden="true" className="budget-form__currency">
          $
        </span>
        <input
          id={inputId}
          name="budget"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={refusal?.values?.budget ?? dollarsOf(centre.budgetCents)}
          key={`${centre.budgetCents}-${refusal?.values?.budget ?? ""}`}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
        />
        <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
          {busy ? "Saving…" : `Save ${centre.name} budget`}
        </button>
      </div>
      {refusal ? (
        <p id={errorId} className="field-error" role="alert">
          {refusal.message}
        </p>
      ) : null}
    </Form>
  );
}
