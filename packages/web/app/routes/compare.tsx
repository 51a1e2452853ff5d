import { normaliseCompareSelection, readCompareCookie } from "@quire/domain";
import { data, Link } from "react-router";
import { compareAction } from "../features/compare/api/compare-actions.server";
import { CompareTableView } from "../features/compare/components/compare-table";
import { translatorFor, useT } from "../lib/i18n";
import type { RootData } from "../lib/root-data";
import type { Route } from "./+types/compare";

// /compare (decision 048): the picked items side by side. The page reads ?items= (a shared link)
// or else the shopper's quire_compare cookie; its action is where every compare control posts.

export function meta({ matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [{ title: t("Compare items | Quire") }, { name: "robots", content: "noindex" }];
}

// the selection is the shopper's own and prices may be a business user's
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const fromUrl = new URL(request.url).searchParams.get("items");
  const ids = fromUrl !== null ? normaliseCompareSelection(fromUrl.split(",")) : readCompareCookie(request.headers.get("cookie"));
  if (ids.length === 0) return { table: null };
  const table = await context.doors.compare.table(ids);
  if (!table.ok) throw data(table.message, { status: table.status });
  return { table: table.value.items.length > 0 ? table.value : null };
}

export const action = ({ request }: Route.ActionArgs) => compareAction(request);

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { table } = loaderData;
  return (
    <div className="page compare-page">
      <h1>{t("Compare items")}</h1>
      {table ? (
        <CompareTableView table={table} />
      ) : (
        <p className="compare-page__empty">
          {t("Nothing to compare yet. Tick Compare on up to 4 products, then come back here.")}{" "}
          <Link to="/search?query=pens">{t("Browse products")}</Link>
        </p>
      )}
    </div>
  );
}
