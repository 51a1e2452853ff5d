import type { StoreInsights } from "@quire/domain";
import { BarChart } from "../../../ui/charts/bar-chart";
import "../insights.css";

// The store owner's last 7 days (decision 050): four figures, then each breakdown as a chart with
// its table. Day labels are the dates themselves (UTC), as the figures are counted.

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });

export function InsightsView({ insights }: { insights: StoreInsights }) {
  const conversion = insights.funnel.at(-1);
  const viewed = insights.funnel[0]?.shoppers ?? 0;
  const overall = viewed > 0 && conversion ? Math.round((conversion.shoppers / viewed) * 100) : 0;
  return (
    <div className="insights">
      <p className="insights__period">
        {dayLabel(insights.from)} to {dayLabel(insights.to)} (UTC)
      </p>
      <dl className="insights__totals">
        <div>
          <dt>Product views</dt>
          <dd>{insights.totals.views}</dd>
        </div>
        <div>
          <dt>Adds to cart</dt>
          <dd>{insights.totals.adds}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{insights.totals.orders}</dd>
        </div>
        <div>
          <dt>Conversion</dt>
          <dd>{overall}%</dd>
        </div>
      </dl>
      <div className="spending-report__charts">
        <BarChart
          title="Product views by day"
          labelHeading="Day"
          valueHeading="Views"
          empty="No product views in these 7 days."
          bars={insights.days.map((d) => ({ key: d.day, label: dayLabel(d.day), value: d.views }))}
        />
        <BarChart
          title="Adds to cart by day"
          labelHeading="Day"
          valueHeading="Adds"
          empty="No adds in these 7 days."
          bars={insights.days.map((d) => ({ key: d.day, label: dayLabel(d.day), value: d.adds }))}
        />
        <BarChart
          title="Orders by day"
          labelHeading="Day"
          valueHeading="Orders"
          empty="No orders in these 7 days."
          bars={insights.days.map((d) => ({ key: d.day, label: dayLabel(d.day), value: d.orders }))}
        />
        <BarChart
          title="Conversion funnel"
          labelHeading="Step"
          valueHeading="Shoppers"
          empty="No shoppers in these 7 days."
          bars={insights.funnel.map((s) => ({ key: s.step, label: `${s.label} (${s.percentOfPrevious}%)`, value: s.shoppers }))}
        />
        <BarChart
          title="Top products"
          labelHeading="Product"
          valueHeading="Views"
          empty="No product views in these 7 days."
          bars={insights.topProducts.map((p) => ({ key: p.itemId, label: `${p.name} (${p.adds} added)`, value: p.views }))}
        />
        <BarChart
          title="Top searches with no result"
          labelHeading="Search"
          valueHeading="Searches"
          empty="Every search found something in these 7 days."
          bars={insights.noResultSearches.map((s) => ({ key: s.query, label: `“${s.query}”`, value: s.searches }))}
        />
      </div>
    </div>
  );
}
