import fs from "node:fs";
import { createRequire } from "node:module";
import { type GeoPermissibleObjects, type GeoProjection, type GeoStream, geoBounds, geoMercator, geoPath } from "d3-geo";
import type { Feature, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { MapPoint, StoreMapDrawing } from "./store-map-layout";

// The locator's map, drawn on the server (decision 076): the US states from the Census Bureau's
// 1:10,000,000 outlines (the us-atlas package, TopoJSON) in a Mercator projection fitted to the
// stores found and the searched place, clipped to the drawing, and each store's position in the same
// projection. The page gets finished SVG path data: no map code or outline data goes to the browser.

// prettier-ignore
const USPS: Record<string, string> = {
  Alabama: "AL", Alaska: "AK", Arizona: "AZ", Arkansas: "AR", California: "CA", Colorado: "CO", Connecticut: "CT",
  Delaware: "DE", "District of Columbia": "DC", Florida: "FL", Georgia: "GA", Hawaii: "HI", Idaho: "ID", Illinois: "IL",
  Indiana: "IN", Iowa: "IA", Kansas: "KS", Kentucky: "KY", Louisiana: "LA", Maine: "ME", Maryland: "MD",
  Massachusetts: "MA", Michigan: "MI", Minnesota: "MN", Mississippi: "MS", Missouri: "MO", Montana: "MT",
  Nebraska: "NE", Nevada: "NV", "New Hampshire": "NH", "New Jersey": "NJ", "New Mexico": "NM", "New York": "NY",
  "North Carolina": "NC", "North Dakota": "ND", Ohio: "OH", Oklahoma: "OK", Oregon: "OR", Pennsylvania: "PA",
  "Rhode Island": "RI", "South Carolina": "SC", "South Dakota": "SD", Tennessee: "TN", Texas: "TX", Utah: "UT",
  Vermont: "VT", Virginia: "VA", Washington: "WA", "West Virginia": "WV", Wisconsin: "WI", Wyoming: "WY",
  "Puerto Rico": "PR", Guam: "GU", "American Samoa": "AS", "Commonwealth of the Northern Mariana Islands": "MP",
  "United States Virgin Islands": "VI",
};

interface StateShape {
  code: string;
  name: string;
  shape: Feature<Geometry, { name: string }>;
  /** [[west, south], [east, north]] in degrees */
  bounds: [[number, number], [number, number]];
}

let loaded: StateShape[] | null = null;

/** The states' outlines, read once per process (about 115 KB of TopoJSON). */
function usStates(): StateShape[] {
  if (loaded) return loaded;
  const file = createRequire(import.meta.url).resolve("us-atlas/states-10m.json");
  const topology = JSON.parse(fs.readFileSync(file, "utf8")) as Topology<{
    states: GeometryCollection<{ name: string }>;
  }>;
  const states = feature(topology, topology.objects.states);
  loaded = states.features.map((shape) => ({
    code: USPS[shape.properties.name] ?? "",
    name: shape.properties.name,
    shape,
    bounds: geoBounds(shape),
  }));
  return loaded;
}

/** Half the smallest span shown, in degrees of latitude: a single store still shows its neighbourhood. */
const MIN_HALF_SPAN = 0.35;

function fitted(all: MapPoint[], width: number, height: number, margin: number): GeoProjection {
  const lats = all.map((p) => p.latitude);
  const lons = all.map((p) => p.longitude);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLon = (Math.min(...lons) + Math.max(...lons)) / 2;
  const halfLat = Math.max(MIN_HALF_SPAN, (Math.max(...lats) - Math.min(...lats)) / 2);
  const halfLon = Math.max(MIN_HALF_SPAN / Math.cos((midLat * Math.PI) / 180), (Math.max(...lons) - Math.min(...lons)) / 2);
  const frame: GeoPermissibleObjects = {
    type: "MultiPoint",
    coordinates: [
      ...all.map((p) => [p.longitude, p.latitude]),
      [midLon - halfLon, midLat - halfLat],
      [midLon + halfLon, midLat + halfLat],
    ],
  };
  return geoMercator().fitExtent(
    [
      [margin, margin],
      [width - margin, height - margin],
    ],
    frame,
  );
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Outlines finer than the drawing can show are not sent: a point closer than this to the last one is left out. */
const MIN_STEP_PX = 1.5;

/** The projection's output with the points too close to show left out (each line's first and last are kept). */
function thinned(projection: GeoProjection): { stream: (output: GeoStream) => GeoStream } {
  return {
    stream(output) {
      let last: [number, number] | null = null;
      let pending: [number, number] | null = null;
      const thin: GeoStream = {
        point(x, y) {
          if (last && Math.abs(x - last[0]) < MIN_STEP_PX && Math.abs(y - last[1]) < MIN_STEP_PX) {
            pending = [x, y];
            return;
          }
          output.point(x, y);
          last = [x, y];
          pending = null;
        },
        lineStart() {
          last = null;
          pending = null;
          output.lineStart();
        },
        lineEnd() {
          if (pending) output.point(pending[0], pending[1]);
          output.lineEnd();
        },
        polygonStart: () => output.polygonStart(),
        polygonEnd: () => output.polygonEnd(),
        sphere: () => output.sphere?.(),
      };
      return projection.stream(thin);
    },
  };
}

/** The map of `points` (and the searched place): the states in view and where each point goes. */
export function drawStoreMap(
  points: readonly MapPoint[],
  centre: MapPoint | null,
  width = 480,
  height = 360,
  margin = 28,
): StoreMapDrawing {
  const all = centre ? [...points, centre] : [...points];
  if (all.length === 0) return { width, height, states: [], labels: [], points: [], centre: null };
  const projection = fitted(all, width, height, margin).clipExtent([
    [0, 0],
    [width, height],
  ]);
  const place = (p: MapPoint) => {
    const [x, y] = projection([p.longitude, p.latitude]) ?? [width / 2, height / 2];
    return { x: round(x), y: round(y) };
  };
  // only the states whose box meets the view's: the others would be clipped to nothing
  const [west, north] = projection.invert?.([0, 0]) ?? [-180, 90];
  const [east, south] = projection.invert?.([width, height]) ?? [180, -90];
  const path = geoPath(thinned(projection)).digits(0);
  const inView = usStates()
    // a state across the 180th meridian (Alaska's Aleutians) has its west edge east of its east one
    .filter(({ bounds: [[w, s], [e, n]] }) => (w > e ? -180 : w) <= east && e >= west && s <= north && n >= south)
    .map(({ code, name, shape }) => ({ code, name, shape, d: path(shape) ?? "" }))
    .filter((s) => s.d !== "");
  const states = inView.map(({ code, name, d }) => ({ code, name, d }));
  // each state named at the middle of its part in view, when that part is big enough to hold the name
  const labels = inView
    .filter(({ shape }) => path.area(shape) > 1200)
    .map(({ code, shape }) => {
      const [x, y] = path.centroid(shape);
      return { code, x: Math.round(x), y: Math.round(y) };
    })
    .filter(({ x, y }) => x > 12 && x < width - 12 && y > 12 && y < height - 12);
  return { width, height, states, labels, points: points.map(place), centre: centre ? place(centre) : null };
}
