import { type SpendingBar, formatCents } from "@quire/domain";
import { useId } from "react";

const BAR_HEIGHT = 22;
const GAP = 10;
const LABEL_WIDTH = 150;
const CHART_WIDTH = 600;
const VALUE_WIDTH = 110;

/** A label short enough for the chart's left column; the table beside it has the whole one. */
function shortLabel(label: string): string {
  return label.length > 22 ? `${label.slice(0, 21)}…` : label;
}

const chartLabel = (title: string) => `Bar chart of ${title.toLowerCase()}; the table shows the same amounts.`;

/** Labels beside the bars: wider screens. */
function WideBars({ title, bars, max }: { title: string; bars: SpendingBar[]; max: number }) {
  const barArea = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = bars.length * (BAR_HEIGHT + GAP) + GAP;
  return (
    <svg
      className="spending-chart__svg spending-chart__svg--wide"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      role="img"
      aria-label={chartLabel(title)}
    >
      {bars.map((bar, i) => {
        const y = GAP + i * (BAR_HEIGHT + GAP);
        const width = Math.max(bar.cents > 0 ? 2 : 0, Math.round((bar.cents / max) * barArea));
        return (
          <g key={bar.key}>
            <text
              x={LABEL_WIDTH - 8}
              y={y + BAR_HEIGHT / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="spending-chart__label"
            >
              {shortLabel(bar.label)}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={3} className="spending-chart__bar" />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" className="spending-chart__value">
              {formatCents(bar.cents)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

const NARROW_WIDTH = 320;
const NARROW_ROW = 46;

/** Labels above the bars, so a phone's chart keeps readable text (CSS shows one of the two). */
function NarrowBars({ title, bars, max }: { title: string; bars: SpendingBar[]; max: number }) {
  const barArea = NARROW_WIDTH - 90;
  return (
    <svg
      className="spending-chart__svg spending-chart__svg--narrow"
      viewBox={`0 0 ${NARROW_WIDTH} ${bars.length * NARROW_ROW + 4}`}
      role="img"
      aria-label={chartLabel(title)}
    >
      {bars.map((bar, i) => {
        const y = 4 + i * NARROW_ROW;
        const width = Math.max(bar.cents > 0 ? 2 : 0, Math.round((bar.cents / max) * barArea));
        return (
          <g key={bar.key}>
            <text x={0} y={y + 12} className="spending-chart__label">
              {bar.label.length > 40 ? `${bar.label.slice(0, 39)}…` : bar.label}
            </text>
            <rect x={0} y={y + 18} width={width} height={18} rx={3} className="spending-chart__bar" />
            <text x={width + 6} y={y + 27} dominantBaseline="middle" className="spending-chart__value">
              {formatCents(bar.cents)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * One breakdown of the spending report: a horizontal bar chart drawn as inline SVG (scaled to its
 * container) and the same numbers as a table, which is what assistive technology reads: the
 * chart is described as a picture of the table.
 */
export function SpendingChart({ title, bars, totalCents }: { title: string; bars: SpendingBar[]; totalCents: number }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const max = Math.max(1, ...bars.map((b) => b.cents));
  return (
    <section className="spending-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {bars.length === 0 ? (
        <p className="notice">No spending in this period.</p>
      ) : (
        <div className="spending-chart__body">
          <WideBars title={title} bars={bars} max={max} />
          <NarrowBars title={title} bars={bars} max={max} />
          <table className="spending-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{title.replace(/^Spending by /, "").replace(/^./, (c) => c.toUpperCase())}</th>
                <th scope="col" className="spending-table__amount">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.key}>
                  <th scope="row">{bar.label}</th>
                  <td className="spending-table__amount">{formatCents(bar.cents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="spending-table__amount">{formatCents(totalCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
