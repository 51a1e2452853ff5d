import { formatCents } from "@quire/domain";
import type { ResolvedPriceMethod } from "@quire/domain";
import { OriginalPrice } from "../../../ui/original-price";
import { ContractPriceMark } from "./contract-price-mark";

/** Final price, with the base price struck through when the item is on sale. */
export function Price({
  finalCents,
  baseCents,
  size = "md",
  method,
}: {
  finalCents: number;
  baseCents?: number | null;
  size?: "md" | "lg";
  /** a business buyer's price: CONTRACT or MPI adds the contract-price mark */
  method?: ResolvedPriceMethod;
}) {
  const onSale = baseCents != null && baseCents !== finalCents;
  return (
    <p className={`price price--${size}`}>
      <span className="price__final">{formatCents(finalCents)}</span>
      <OriginalPrice text={onSale ? formatCents(baseCents) : null} />
      <ContractPriceMark method={method} />
    </p>
  );
}
