export { ProductTile, type ProductTileProps } from "./product-tile";
export { firePageBeacon, sendBeacon, usePageBeacon, useTileBeacons } from "./use-tile-beacons";
