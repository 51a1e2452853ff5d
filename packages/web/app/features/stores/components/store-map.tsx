import type { LocatorPlace, LocatorStore } from "@quire/domain";
import { layoutMap } from "../store-map-layout";

// The locator's map, drawn from the stores' coordinates: one numbered marker per store, the same
// number as in the list, and a cross at the searched place. An image to assistive technology, with
// a label that says what it shows; the list beside it carries the same information as text.

export function StoreMap({ stores, place, label }: { stores: LocatorStore[]; place: LocatorPlace | null; label: string }) {
  const layout = layoutMap(stores, place);
  return (
    <svg
      className="store-map"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width={layout.width} height={layout.height} rx="8" className="store-map__ground" />
      {[1, 2, 3].map((i) => (
        <g key={i} className="store-map__grid">
          <line x1={(layout.width * i) / 4} y1="0" x2={(layout.width * i) / 4} y2={layout.height} />
          <line x1="0" y1={(layout.height * i) / 4} x2={layout.width} y2={(layout.height * i) / 4} />
        </g>
      ))}
      {layout.centre ? (
        <g className="store-map__centre" transform={`translate(${layout.centre.x} ${layout.centre.y})`}>
          <path d="M-7 0H7M0 -7V7" />
        </g>
      ) : null}
      {/* drawn farthest first, so the nearest stores' markers sit on top */}
      {layout.points
        .map((p, i) => ({ p, i }))
        .reverse()
        .map(({ p, i }) => (
          <g key={stores[i]!.storeNumber} className="store-map__marker" transform={`translate(${p.x} ${p.y})`}>
            <circle r="11" />
            <text textAnchor="middle" dy="4">
              {i + 1}
            </text>
          </g>
        ))}
    </svg>
  );
}
