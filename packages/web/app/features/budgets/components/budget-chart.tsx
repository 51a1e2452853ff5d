import { type BudgetCentreStanding, type BudgetMonth, formatCents } from "@quire/domain";
import { useId } from "react";

// Spending of the last 12 months (decision 044): an inline SVG bar chart, each month's bar stacked by
// budget centre, with the same numbers in the table beside it (the chart's text alternative).

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 12, bottom: 40, left: 64 };
/** one colour per centre, in centre order; repeats past four */
const COLOURS = ["#1f5fa8", "#d9822b", "#2e8540", "#8e4ec6"];

function niceMax(cents: number): number {
  if (cents <= 0) return 100_00;
  const dollars = cents / 100;
  const step = 10 ** Math.floor(Math.log10(dollars));
  return Math.ceil(dollars / step) * step * 100;
}

function shortDollars(cents: number): string {
  const dollars = cents / 100;
  return dollars >= 1000 ? `$${Math.round(dollars / 10) / 100}k` : `$${Math.round(dollars)}`;
}

export function BudgetChart({ months, centres }: { months: BudgetMonth[]; centres: BudgetCentreStanding[] }) {
  const titleId = useId();
  const descId = useId();
  const tableId = useId();
  const max = niceMax(Math.max(0, ...months.map((m) => m.totalCents)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, months.length);
  const barW = slot * 0.6;
  const y = (cents: number) => (cents / max) * plotH;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f));
  const total = months.reduce((n, m) => n + m.totalCents, 0);
  const first = months[0]?.label ?? "";
  const last = months[months.length - 1]?.label ?? "";
  return (
    <figure className="budget-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="budget-chart__svg"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>Spending by month</title>
        <desc id={descId}>
          {`Bar chart of spending from ${first} to ${last}, ${formatCents(total)} in all; the table below gives each month's amounts.`}
        </desc>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + plotH - y(t)}
              y2={PAD.top + plotH - y(t)}
              className="budget-chart__grid"
            />
            <text x={PAD.left - 8} y={PAD.top + plotH - y(t) + 4} textAnchor="end" className="budget-chart__axis">
              {shortDollars(t)}
            </text>
          </g>
        ))}
        {months.map((m, i) => {
          const x = PAD.left + i * slot + (slot - barW) / 2;
          let stacked = 0;
          const other = m.totalCents - centres.reduce((n, c) => n + (m.byCentre[String(c.id)] ?? 0), 0);
          const parts = [
            ...centres.map((c, k) => ({
              key: String(c.id),
              cents: m.byCentre[String(c.id)] ?? 0,
              colour: COLOURS[k % COLOURS.length]!,
            })),
            { key: "other", cents: Math.max(0, other), colour: "#9aa5b1" },
          ];
          return (
            <g key={m.month}>
              {parts.map((p) => {
                if (p.cents <= 0) return null;
                const h = y(p.cents);
                stacked += h;
                return (
                  <rect key={p.key} x={x} width={barW} y={PAD.top + plotH - stacked} height={h} fill={p.colour}>
                    <title>{`${m.label}: ${formatCents(p.cents)}`}</title>
                  </rect>
                );
              })}
              <text x={x + barW / 2} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" className="budget-chart__axis">
                {m.label.slice(0, 3)}
              </text>
              {i === 0 || m.month.endsWith("-01") ? (
                <text x={x + barW / 2} y={HEIGHT - PAD.bottom + 30} textAnchor="middle" className="budget-chart__axis">
                  {m.month.slice(0, 4)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="budget-chart__legend">
        {centres.map((c, k) => (
          <span key={c.id} className="budget-chart__key">
            <span className="budget-chart__swatch" style={{ background: COLOURS[k % COLOURS.length] }} aria-hidden="true" />
            {c.name}
          </span>
        ))}
      </figcaption>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a narrow screen scrolls the table sideways: the region takes the keyboard's focus to do it */}
      <div className="table-scroll" role="region" aria-labelledby={tableId} tabIndex={0}>
        <table className="budget-table budget-table--stacking spending-table">
          <caption id={tableId}>Spending by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              {centres.map((c) => (
                <th scope="col" key={c.id}>
                  {c.name}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.label}</th>
                {centres.map((c) => (
                  <td key={c.id} data-label={c.name}>
                    {formatCents(m.byCentre[String(c.id)] ?? 0)}
                  </td>
                ))}
                <td data-label="Total">{formatCents(m.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
