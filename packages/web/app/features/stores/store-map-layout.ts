// What the locator's map shows, as the server drew it (store-map.server.ts): the page gets these
// numbers and paths, not the code or the outlines that made them.

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface StoreMapDrawing {
  width: number;
  height: number;
  /** the states in view: USPS code, name and SVG path data in the drawing's pixels */
  states: { code: string; name: string; d: string }[];
  /** the borders between counties in view, one SVG path */
  counties: string;
  /** where each state in view is named */
  labels: { code: string; x: number; y: number }[];
  /** where each county big enough in view is named */
  countyLabels: { id: string; name: string; x: number; y: number }[];
  /** each store's position, in the order given */
  points: { x: number; y: number }[];
  /** the searched place's position, when given */
  centre: { x: number; y: number } | null;
}
