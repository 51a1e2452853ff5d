import type { ProductSpecification } from "@quire/domain";
import { useT } from "../../../lib/i18n";

/** The product's specifications as a two-column table; nothing when it has none. */
export function ProductSpecifications({ name, rows }: { name: string; rows: ProductSpecification[] }) {
  const { t } = useT();
  if (rows.length === 0) return null;
  return (
    <section className="product-specs" aria-labelledby="specs-title">
      <h2 id="specs-title">{t("Specifications")}</h2>
      <table className="product-specs__table">
        <caption className="visually-hidden">
          {t("Specifications of")} <span lang="en">{name}</span>
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              <td lang="en">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
