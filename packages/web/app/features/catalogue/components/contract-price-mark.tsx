import type { ResolvedPriceMethod } from "@quire/domain";
import { useT } from "../../../lib/i18n";

/** Says the shown price is the business account's contract (or market) price (decision 042). */
export function ContractPriceMark({ method }: { method: ResolvedPriceMethod | undefined }) {
  const { t } = useT();
  if (method !== "CONTRACT" && method !== "MPI") return null;
  return (
    <>
      {" "}
      <span className="price__contract">{method === "MPI" ? t("Market price") : t("Contract price")}</span>
    </>
  );
}
