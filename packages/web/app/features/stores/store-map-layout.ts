// Where each store goes on the locator's map: an equirectangular projection (longitude shrunk by
// the cosine of the middle latitude, so a mile is as long east-west as north-south) fitted into the
// drawing with a margin. Pure: the map component only draws what this returns.

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface MapLayout {
  width: number;
  height: number;
  /** each point's position, in the order given */
  points: { x: number; y: number }[];
  /** the searched place's position, when given */
  centre: { x: number; y: number } | null;
}

export function layoutMap(
  points: readonly MapPoint[],
  centre: MapPoint | null,
  width = 480,
  height = 360,
  margin = 28,
): MapLayout {
  const all = centre ? [...points, centre] : [...points];
  if (all.length === 0) return { width, height, points: [], centre: null };
  const midLat = (Math.min(...all.map((p) => p.latitude)) + Math.max(...all.map((p) => p.latitude))) / 2;
  const k = Math.cos((midLat * Math.PI) / 180);
  const xs = all.map((p) => p.longitude * k);
  const ys = all.map((p) => p.latitude);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  // one scale for both axes; a single point (or points on top of each other) sits in the middle
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const scale = Math.min(
    spanX > 0 ? (width - 2 * margin) / spanX : Infinity,
    spanY > 0 ? (height - 2 * margin) / spanY : Infinity,
  );
  const s = Number.isFinite(scale) ? scale : 0;
  const offsetX = (width - spanX * s) / 2;
  const offsetY = (height - spanY * s) / 2;
  const place = (p: MapPoint) => ({
    x: Math.round((offsetX + (p.longitude * k - minX) * s) * 10) / 10,
    // north is up
    y: Math.round((offsetY + (maxY - p.latitude) * s) * 10) / 10,
  });
  return { width, height, points: points.map(place), centre: centre ? place(centre) : null };
}
