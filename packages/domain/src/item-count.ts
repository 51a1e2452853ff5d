/** "1 item", "3 items". */
export function itemCountText(n: number): string {
  return `${n} ${n === 1 ? "item" : "items"}`;
}
