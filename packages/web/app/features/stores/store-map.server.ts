import fs from "node:fs";
import { createRequire } from "node:module";
import { type GeoPermissibleObjects, type GeoProjection, type GeoStream, geoBounds, geoMercator, geoPath } from "d3-geo";
import type { Feature, Geometry } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import type { MapPoint, StoreMapDrawing } from "./store-map-layout";

// The locator's map, drawn on the server (decision 076): the US states and their counties from the
// Census Bureau's 1:10,000,000 outlines (the us-atlas package, TopoJSON) in a Mercator projection
// fitted to the stores found and the searched place, clipped to the drawing, and each store's position
// in the same projection. The page gets finished SVG path data: no map code or outline data goes to the browser.

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

interface CountyShape {
  id: string;
  name: string;
  shape: Feature<Geometry, { name: string }>;
  bounds: [[number, number], [number, number]];
}

interface BorderLine {
  coordinates: [number, number][];
  bounds: [[number, number], [number, number]];
}

interface Counties {
  shapes: CountyShape[];
  /** the borders between counties of the same state, each line with its box */
  borders: BorderLine[];
}

let loadedCounties: Counties | null = null;

/**
 * The box of a shape's coordinates in degrees, [[west, south], [east, north]]: a county is small enough
 * for the flat box (a tenth of the time of the sphere's, over three thousand counties). One across the
 * 180th meridian gets the whole width, so it is only ever drawn more often, never missed.
 */
function boxOf(geometry: Geometry): [[number, number], [number, number]] {
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  const visit = (c: unknown): void => {
    if (!Array.isArray(c)) return;
    if (typeof c[0] === "number") {
      const [x, y] = c as [number, number];
      if (x < west) west = x;
      if (x > east) east = x;
      if (y < south) south = y;
      if (y > north) north = y;
      return;
    }
    for (const part of c) visit(part);
  };
  if (geometry.type === "GeometryCollection") for (const g of geometry.geometries) visit(boxOf(g));
  else visit(geometry.coordinates);
  return [
    [west, south],
    [east, north],
  ];
}

/** The counties' outlines, read once per process (about 840 KB of TopoJSON; only borders in view are drawn). */
function usCounties(): Counties {
  if (loadedCounties) return loadedCounties;
  const file = createRequire(import.meta.url).resolve("us-atlas/counties-10m.json");
  const topology = JSON.parse(fs.readFileSync(file, "utf8")) as Topology<{
    counties: GeometryCollection<{ name: string }>;
  }>;
  const shapes = feature(topology, topology.objects.counties).features.map((shape) => ({
    id: String(shape.id ?? ""),
    name: shape.properties.name,
    shape,
    bounds: boxOf(shape.geometry),
  }));
  // a county's id starts with its state's two digits
  const sameState = mesh(
    topology,
    topology.objects.counties,
    (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2),
  );
  const borders = (sameState.coordinates as [number, number][][]).map((coordinates) => ({
    coordinates,
    bounds: boxOf({ type: "LineString", coordinates }),
  }));
  loadedCounties = { shapes, borders };
  return loadedCounties;
}

/** Whether a box of [[west, south], [east, north]] meets the view's. */
function meets(
  [[w, s], [e, n]]: [[number, number], [number, number]],
  view: { west: number; east: number; north: number; south: number },
) {
  // a shape across the 180th meridian (Alaska's Aleutians) has its west edge east of its east one
  return (w > e ? -180 : w) <= view.east && e >= view.west && s <= view.north && n >= view.south;
}

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

/** The widest view, in degrees of longitude, whose counties are drawn. */
const MAX_COUNTY_SPAN = 8;

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

/** Drawings already made, by what they show: most searches find the same few sets of stores. */
const drawn = new Map<string, StoreMapDrawing>();
const MAX_DRAWINGS_KEPT = 256;

/** The map of `points` (and the searched place): the states in view and where each point goes. */
export function drawStoreMap(
  points: readonly MapPoint[],
  centre: MapPoint | null,
  width = 480,
  height = 360,
  margin = 28,
): StoreMapDrawing {
  const key = JSON.stringify([
    points.map((p) => [p.latitude, p.longitude]),
    centre && [centre.latitude, centre.longitude],
    width,
    height,
    margin,
  ]);
  const kept = drawn.get(key);
  if (kept) return kept;
  const drawing = draw(points, centre, width, height, margin);
  if (drawn.size >= MAX_DRAWINGS_KEPT) drawn.delete(drawn.keys().next().value!);
  drawn.set(key, drawing);
  return drawing;
}

function draw(
  points: readonly MapPoint[],
  centre: MapPoint | null,
  width: number,
  height: number,
  margin: number,
): StoreMapDrawing {
  const all = centre ? [...points, centre] : [...points];
  if (all.length === 0)
    return { width, height, states: [], counties: "", labels: [], countyLabels: [], points: [], centre: null };
  const projection = fitted(all, width, height, margin).clipExtent([
    [0, 0],
    [width, height],
  ]);
  const place = (p: MapPoint) => {
    const [x, y] = projection([p.longitude, p.latitude]) ?? [width / 2, height / 2];
    return { x: round(x), y: round(y) };
  };
  // only the states and counties whose box meets the view's: the others would be clipped to nothing
  const [west, north] = projection.invert?.([0, 0]) ?? [-180, 90];
  const [east, south] = projection.invert?.([width, height]) ?? [180, -90];
  const view = { west, east, north, south };
  const path = geoPath(thinned(projection)).digits(0);
  const inView = usStates()
    .filter(({ bounds }) => meets(bounds, view))
    .map(({ code, name, shape }) => ({ code, name, shape, d: path(shape) ?? "" }))
    .filter((s) => s.d !== "");
  const states = inView.map(({ code, name, d }) => ({ code, name, d }));
  const inside = (x: number, y: number) => x > 12 && x < width - 12 && y > 12 && y < height - 12;
  // each state named at the middle of its part in view, when that part is big enough to hold the name
  const labels = inView
    .filter(({ shape }) => path.area(shape) > 1200)
    .map(({ code, shape }) => {
      const [x, y] = path.centroid(shape);
      return { code, x: Math.round(x), y: Math.round(y) };
    })
    .filter(({ x, y }) => inside(x, y));
  // the borders between counties of one state (the states' own borders are drawn above), and the
  // counties named where their part in view is big enough for a name; a view of many states is too
  // small a scale for counties, and would make the page heavy
  const { shapes, borders } = usCounties();
  const wideView = east - west > MAX_COUNTY_SPAN;
  const countiesInView = wideView ? [] : shapes.filter(({ bounds }) => meets(bounds, view));
  const bordersInView = wideView ? [] : borders.filter(({ bounds }) => meets(bounds, view));
  const counties =
    bordersInView.length === 0
      ? ""
      : (path({ type: "MultiLineString", coordinates: bordersInView.map((b) => b.coordinates) }) ?? "");
  const countyLabels = countiesInView
    .filter(({ shape }) => path.area(shape) > 4000)
    .map(({ id, name, shape }) => {
      const [x, y] = path.centroid(shape);
      return { id, name, x: Math.round(x), y: Math.round(y) };
    })
    .filter(({ x, y }) => inside(x, y) && !labels.some((l) => Math.abs(l.x - x) < 50 && Math.abs(l.y - y) < 20));
  return {
    width,
    height,
    states,
    counties,
    labels,
    countyLabels,
    points: points.map(place),
    centre: centre ? place(centre) : null,
  };
}
