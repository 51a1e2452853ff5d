// Upper bounds (inclusive, in CSS px) of each breakpoint; anything wider is "lg".
export const BREAKPOINTS = { xs: 600, sm: 820, md: 1024 } as const;

export type Breakpoint = "xs" | "sm" | "md" | "lg";

/**
 * xs <= 600, sm 601-820, md 821-1024, lg > 1024. A width that cannot be measured
 * (NaN, e.g. during server rendering) falls back to "lg", the desktop layout.
 */
export function breakpointFor(width: number): Breakpoint {
  if (width <= BREAKPOINTS.xs) return "xs";
  if (width <= BREAKPOINTS.sm) return "sm";
  if (width <= BREAKPOINTS.md) return "md";
  return "lg";
}

/** Mobile means the xs breakpoint: 600 px or narrower. NaN is not mobile. */
export function isMobileWidth(width: number): boolean {
  return width <= BREAKPOINTS.xs;
}
