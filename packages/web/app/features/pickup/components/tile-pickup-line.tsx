import type { TilePickupView } from "@quire/domain";
import { useT } from "../../../lib/i18n";
import "../pickup.css";

/** A tile's pickup line: "Pick up today at Natick · 12 in stock", or "Out of stock at Natick". */
export function TilePickupLine({ view, itemId }: { view: TilePickupView; itemId: string }) {
  const { t } = useT();
  if (!view.allowed) return null;
  const qty = view.stock[itemId] ?? 0;
  return qty > 0 ? (
    <p className="tile__pickup tile__pickup--in">
      {t("Pick up today at {{city}} · {{quantity}} in stock", { city: view.city, quantity: qty })}
    </p>
  ) : (
    <p className="tile__pickup">{t("Out of stock at {{city}}", { city: view.city })}</p>
  );
}

/** What a results page hands its tiles: the pickup line for an item. */
export function tilePickupRenderer(view: TilePickupView | null) {
  if (!view || !view.allowed) return undefined;
  return (itemId: string) => <TilePickupLine view={view} itemId={itemId} />;
}
