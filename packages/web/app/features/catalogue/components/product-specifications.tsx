import type { ProductSpecification } from "@quire/domain";

/** The product's specifications as a two-column table; nothing when it has none. */
export function ProductSpecifications({ name, rows }: { name: string; rows: ProductSpecification[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="product-specs" aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
      <table className="product-specs__table">
        <caption className="visually-hidden">Specifications of {name}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
