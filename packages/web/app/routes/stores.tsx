import { summariseHours } from "@quire/domain";
import type { Route } from "./+types/stores";

export async function loader({ context }: Route.LoaderArgs) {
  return { stores: await context.stores.directory() };
}

export function meta() {
  return [{ title: "Stores | Quire" }, { name: "description", content: "Quire stores, addresses and opening hours." }];
}

export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const byState = new Map<string, typeof loaderData.stores>();
  for (const s of loaderData.stores) byState.set(s.address.state, [...(byState.get(s.address.state) ?? []), s]);
  return (
    <div className="page">
      <h1>Find a store</h1>
      <p>
        {loaderData.stores.length} stores in {byState.size} states.
      </p>
      {[...byState.entries()].map(([state, stores]) => (
        <section key={state} aria-labelledby={`state-${state}`}>
          <h2 id={`state-${state}`}>{state}</h2>
          <ul className="store-list">
            {stores.map((s) => (
              <li key={s.storeNumber} className="store-card">
                <h3>{s.name}</h3>
                <p>
                  {s.address.addressLine1}, {s.address.city}, {s.address.state} {s.address.zipcode}
                </p>
                <p>
                  <a href={`tel:${s.phone.replace(/\D/g, "")}`}>{s.phone}</a> · Store #{s.storeNumber}
                </p>
                <p className="store-card__hours">{summariseHours(s.workingHours)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
