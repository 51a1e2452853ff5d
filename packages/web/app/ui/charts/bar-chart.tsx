import { useId } from "react";

// A horizontal bar chart drawn as inline SVG with the same figures as a table (the table is what
// assistive technology reads; the picture is described as the table's). Generic: any feature with
// labelled numbers can use it. It borrows the reports' chart styles (spending-chart, spending-table).

export interface ChartBar {
  key: string;
  label: string;
  value: number;
}

const BAR_HEIGHT = 22;
const GAP = 10;
const LABEL_WIDTH = 150;
const CHART_WIDTH = 600;
const VALUE_WIDTH = 110;
const NARROW_WIDTH = 320;
const NARROW_ROW = 46;

const clipped = (label: string, max: number) => (label.length > max ? `${label.slice(0, max - 1)}…` : label);

interface BarsProps {
  title: string;
  bars: ChartBar[];
  max: number;
  format: (value: number) => string;
}

function WideBars({ title, bars, max, format }: BarsProps) {
  const barArea = CHART_WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = bars.length * (BAR_HEIGHT + GAP) + GAP;
  return (
    <svg
      className="spending-chart__svg spending-chart__svg--wide"
      viewBox={`0 0 ${CHART_WIDTH} ${height}`}
      role="img"
      aria-label={`Bar chart of ${title.toLowerCase()}; the table shows the same figures.`}
    >
      {bars.map((bar, i) => {
        const y = GAP + i * (BAR_HEIGHT + GAP);
        const width = Math.max(bar.value > 0 ? 2 : 0, Math.round((bar.value / max) * barArea));
        return (
          <g key={bar.key}>
            <text
              x={LABEL_WIDTH - 8}
              y={y + BAR_HEIGHT / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="spending-chart__label"
            >
              {clipped(bar.label, 22)}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={width} height={BAR_HEIGHT} rx={3} className="spending-chart__bar" />
            <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" className="spending-chart__value">
              {format(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Labels above the bars, so a phone's chart keeps readable text (CSS shows one of the two). */
function NarrowBars({ title, bars, max, format }: BarsProps) {
  const barArea = NARROW_WIDTH - 90;
  return (
    <svg
      className="spending-chart__svg spending-chart__svg--narrow"
      viewBox={`0 0 ${NARROW_WIDTH} ${bars.length * NARROW_ROW + 4}`}
      role="img"
      aria-label={`Bar chart of ${title.toLowerCase()}; the table shows the same figures.`}
    >
      {bars.map((bar, i) => {
        const y = 4 + i * NARROW_ROW;
        const width = Math.max(bar.value > 0 ? 2 : 0, Math.round((bar.value / max) * barArea));
        return (
          <g key={bar.key}>
            <text x={0} y={y + 12} className="spending-chart__label">
              {clipped(bar.label, 40)}
            </text>
            <rect x={0} y={y + 18} width={width} height={18} rx={3} className="spending-chart__bar" />
            <text x={width + 6} y={y + 27} dominantBaseline="middle" className="spending-chart__value">
              {format(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export interface BarChartProps {
  title: string;
  bars: ChartBar[];
  /** the table's two column headings */
  labelHeading: string;
  valueHeading: string;
  /** shown instead of the chart when there are no bars */
  empty: string;
  format?: (value: number) => string;
}

export function BarChart({ title, bars, labelHeading, valueHeading, empty, format = String }: BarChartProps) {
  const headingId = `${useId()}-heading`;
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <section className="spending-chart" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {bars.length === 0 ? (
        <p className="notice">{empty}</p>
      ) : (
        <div className="spending-chart__body">
          <WideBars title={title} bars={bars} max={max} format={format} />
          <NarrowBars title={title} bars={bars} max={max} format={format} />
          <table className="spending-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                <th scope="col" className="spending-table__amount">
                  {valueHeading}
                </th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.key}>
                  <th scope="row">{bar.label}</th>
                  <td className="spending-table__amount">{format(bar.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
