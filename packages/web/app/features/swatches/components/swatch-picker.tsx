import { useId, useState } from "react";
import { useT } from "../../../lib/i18n";
import type { RenderTileSwatches, TileSwatchPick } from "../../../ui/tile-slots";
import type { SwatchTile } from "../api/swatch-list";
import { useSwatchList } from "../hooks/use-swatch-list";
import "../swatches.css";

// A SKU-set tile's colour swatches (decision 048): a radio group, one swatch per colour. While the
// set's swatch list loads the tile shows a small spinner; when it fails (or the set has one colour)
// there are no swatches and the tile works as it is. Picking a colour shows that colour's price
// (its lowest-priced variant in stock) and picture on the tile.

export function SwatchPicker({
  skuSetId,
  itemId,
  itemName,
  onPick,
}: {
  skuSetId: string;
  /** the tile's own item: its colour starts selected */
  itemId: string;
  itemName: string;
  onPick: (pick: TileSwatchPick) => void;
}) {
  const { t } = useT();
  const load = useSwatchList(skuSetId);
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  if (load.status === "loading") {
    return (
      <p className="swatches swatches--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">{t("Loading colours for {{name}}", { name: itemName })}</span>
      </p>
    );
  }
  if (load.swatches.length < 2) return null;
  const own = load.swatches.find((s) => s.variants.some((v) => v.itemId === itemId));
  const selected = chosen ?? own?.label ?? null;
  const pick = (label: string, variant: SwatchTile) => {
    setChosen(label);
    onPick({
      itemId: variant.itemId,
      label,
      price: variant.price,
      imageUrl: variant.image,
      itemUrl: variant.url,
      inStock: variant.inStock,
    });
  };
  return (
    <fieldset className="swatches">
      <legend className="swatches__legend">
        {t("Colour")}
        {selected ? (
          <span className="swatches__selected" lang="en">
            : {selected}
          </span>
        ) : null}
        <span className="visually-hidden"> {itemName}</span>
      </legend>
      <div className="swatches__options">
        {load.swatches.map((swatch) => (
          <label key={swatch.label} className="swatch" title={swatch.label}>
            <input
              type="radio"
              name={name}
              value={swatch.label}
              checked={selected === swatch.label}
              onChange={() => pick(swatch.label, swatch.variant)}
              className="swatch__input"
            />
            <span className="swatch__chip" style={{ backgroundColor: swatch.colourHex }} aria-hidden="true" />
            <span className="visually-hidden" lang="en">
              {swatch.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A page's tiles' swatches: only members of a SKU set have any. */
export const renderTileSwatches: RenderTileSwatches = (product, onPick) =>
  product.skuSetId ? (
    <SwatchPicker skuSetId={product.skuSetId} itemId={product.itemId} itemName={product.name} onPick={onPick} />
  ) : null;
