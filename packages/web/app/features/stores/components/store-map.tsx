import type { StoreMapDrawing } from "../store-map-layout";

// The locator's map: the US states and their counties around the stores found, one numbered marker per store (the same
// number as in the list) and a cross at the searched place. The server draws it (store-map.server.ts);
// this only writes the SVG. An image to assistive technology, with a label that says what it shows;
// the list beside it carries the same information as text.

export function StoreMap({ map, storeNumbers, label }: { map: StoreMapDrawing; storeNumbers: string[]; label: string }) {
  return (
    <svg
      className="store-map"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${map.width} ${map.height}`}
      preserveAspectRatio="xMidYMid meet"
    >
      <rect width={map.width} height={map.height} rx="8" className="store-map__water" />
      <g className="store-map__states">
        {map.states.map((s) => (
          <path key={s.code || s.name} d={s.d} data-state={s.code} />
        ))}
      </g>
      {map.counties ? <path className="store-map__counties" d={map.counties} /> : null}
      <g className="store-map__county-labels" aria-hidden="true">
        {map.countyLabels.map((l) => (
          <text key={l.id} x={l.x} y={l.y} textAnchor="middle">
            {l.name}
          </text>
        ))}
      </g>
      <g className="store-map__labels" aria-hidden="true">
        {map.labels.map((l) => (
          <text key={l.code} x={l.x} y={l.y} textAnchor="middle">
            {l.code}
          </text>
        ))}
      </g>
      {map.centre ? (
        <g className="store-map__centre" transform={`translate(${map.centre.x} ${map.centre.y})`}>
          <path d="M-7 0H7M0 -7V7" />
        </g>
      ) : null}
      {/* drawn farthest first, so the nearest stores' markers sit on top */}
      {map.points
        .map((p, i) => ({ p, i }))
        .reverse()
        .map(({ p, i }) => (
          <g
            key={storeNumbers[i] ?? i}
            className="store-map__marker"
            data-store={storeNumbers[i]}
            transform={`translate(${p.x} ${p.y})`}
          >
            <circle r="11" />
            <text textAnchor="middle" dy="4">
              {i + 1}
            </text>
          </g>
        ))}
    </svg>
  );
}
