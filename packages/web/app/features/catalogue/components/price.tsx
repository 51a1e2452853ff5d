import { formatCents } from "@quire/domain";
import { OriginalPrice } from "../../../ui/original-price";

/** Final price, with the base price struck through when the item is on sale. */
export function Price({
  finalCents,
  baseCents,
  size = "md",
}: {
  finalCents: number;
  baseCents?: number | null;
  size?: "md" | "lg";
}) {
  const onSale = baseCents != null && baseCents !== finalCents;
  return (
    <p className={`price price--${size}`}>
      <span className="price__final">{formatCents(finalCents)}</span>
      <OriginalPrice text={onSale ? formatCents(baseCents) : null} />
    </p>
  );
}
