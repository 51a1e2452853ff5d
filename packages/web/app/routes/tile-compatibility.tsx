import { formatCents } from "@quire/domain";
import { data, Link } from "react-router";
import { translatorFor, useT } from "../lib/i18n";
import type { RootData } from "../lib/root-data";
import type { Route } from "./+types/tile-compatibility";
import "../ui/product-tile/product-tile.css";

// /tiles/compatibility/:itemId: what a tile's compatible printers / cartridges drawer shows, as a
// page: where the drawer's link goes before hydration or without JavaScript (decision 047).

export async function loader({ params, context }: Route.LoaderArgs) {
  const itemId = params.itemId ?? "";
  const view = /^\d{1,12}$/.test(itemId) ? await context.tiles.compatibility(itemId) : null;
  if (!view) throw data("", { status: 404 });
  return { view };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const t = translatorFor(root?.language ?? "en");
  return [
    { title: loaded ? t("{{title}}: {{name}} | Quire", { title: t(loaded.view.title), name: loaded.view.name }) : "Quire" },
  ];
}

export default function TileCompatibilityPage({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  const { t } = useT();
  return (
    <div className="page page--narrow tile-compatibility">
      <h1>{t(view.title)}</h1>
      <h2 lang="en">{view.name}</h2>
      <p>{t(view.contentTitle)}</p>
      {view.items.length === 0 ? (
        <p>{t("No compatible items are listed yet.")}</p>
      ) : (
        <ul className="tile-panel__items">
          {view.items.map((item) => (
            <li key={item.itemId}>
              <img src={item.imageUrl} alt="" width={64} height={64} loading="lazy" />
              <Link to={item.itemUrl} lang="en">
                {item.name}
              </Link>
              <span className="tile-panel__price">{formatCents(item.finalPriceCents)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
