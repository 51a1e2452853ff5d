// Product pictures are drawn, never fetched: a flat illustration per image kind, in the product's
// colour or else its brand's, with the brand's mark on it and its name underneath. Each product's
// picture is its own: the drawing's proportions, tilt and backdrop follow from its name (so a brand's
// models differ), the pack and colour show on it. Self-contained, deterministic and small (< 4 KB).

export interface ProductImageInput {
  imageKind: string;
  color: string | null;
  name: string;
  brand: string;
  /** the pack a selling unit holds: "12/Pack" is drawn on the picture when count > 1 */
  unit?: string;
  unitCount?: number;
}

/** The drawn views of every product (decision 038): front, at an angle, in its pack, close-up. */
export const PRODUCT_VIEWS = [
  { view: 1, label: "Front" },
  { view: 2, label: "At an angle" },
  { view: 3, label: "In its pack" },
  { view: 4, label: "Close-up with colour" },
] as const;
export type ProductView = 1 | 2 | 3 | 4;

type Draw = (c: string, dark: string, light: string) => string;

const INK = "#3d4250";
const STEEL = "#9aa1ad";
const WHITE = "#ffffff";
const LINE = "#d3d8df";

const COLOR_WORDS: [string, string][] = [
  ["black", "#2d3038"],
  ["navy", "#25356b"],
  ["cyan", "#1fb5d6"],
  ["magenta", "#d6338a"],
  ["blue", "#2f6fd6"],
  ["red", "#d64545"],
  ["green", "#3a9a5b"],
  ["purple", "#7d4cc2"],
  ["pink", "#e86aa6"],
  ["rose", "#e8a3a8"],
  ["orange", "#f08a24"],
  ["yellow", "#f2c94c"],
  ["canary", "#f7e36b"],
  ["ivory", "#f3ecd6"],
  ["white", "#f2f3f5"],
  ["graphite", "#4a4f57"],
  ["gray", "#8a8f98"],
  ["grey", "#8a8f98"],
  ["silver", "#c0c4ca"],
  ["chrome", "#b8bec7"],
  ["platinum", "#d9dbe0"],
  ["manila", "#e9d29b"],
  ["putty", "#cfc3a8"],
  ["espresso", "#4a3426"],
  ["mahogany", "#6b2e1f"],
  ["cherry", "#8e3b2c"],
  ["oak", "#b7a27f"],
  ["natural", "#c8a878"],
  ["tri-color", "#d6338a"],
];

/** Brand colours, [main, accent]: a brand without an entry gets a pair worked out from its name. */
const BRAND_COLOURS: Record<string, [string, string]> = {
  Quire: ["#1f4e8c", "#f2a900"],
  Avery: ["#d0202e", "#1d1d1b"],
  BIC: ["#f7a800", "#1d3f8f"],
  Bostitch: ["#2d3038", "#e2231a"],
  Brother: ["#0d2c8c", "#8a8f98"],
  Canon: ["#cc0000", "#2d3038"],
  Cardinal: ["#a6192e", "#f2f3f5"],
  Clorox: ["#0a5cae", "#3ab54a"],
  Dell: ["#0076ce", "#2d3038"],
  Epson: ["#003399", "#8a8f98"],
  Expo: ["#1a3e8c", "#e03c31"],
  Fellowes: ["#1b365d", "#c8102e"],
  "Five Star": ["#e31837", "#231f20"],
  Hammermill: ["#d2232a", "#f2f3f5"],
  HON: ["#2d3038", "#c8102e"],
  HP: ["#0096d6", "#2d3038"],
  Keurig: ["#2d3038", "#c8a96a"],
  Lenovo: ["#e2231a", "#2d3038"],
  Logitech: ["#00b8fc", "#2d3038"],
  Mead: ["#00539b", "#f7d117"],
  Microsoft: ["#737373", "#00a4ef"],
  "Paper Mate": ["#003a70", "#e4002b"],
  Pilot: ["#00309c", "#e60012"],
  "Post-it": ["#fcd116", "#e4007c"],
  Samsung: ["#1428a0", "#8a8f98"],
  SanDisk: ["#e31837", "#2d3038"],
  Scotch: ["#3c8a2e", "#e4002b"],
  Sharpie: ["#2d3038", "#c8102e"],
  Starbucks: ["#00704a", "#2d3038"],
  Swingline: ["#c8102e", "#2d3038"],
  Ticonderoga: ["#f2c94c", "#1f6f3a"],
  "uni-ball": ["#1d2f6f", "#d6001c"],
};

const DEFAULT_TINT: Record<string, string> = {
  pencil: "#f2c94c",
  highlighter: "#f7e36b",
  "sticky-notes": "#f7e36b",
  folder: "#e9d29b",
  envelope: "#f2f3f5",
  coffee: "#7a4a2e",
  cup: "#f2f3f5",
  water: "#5fb3e6",
  cleaner: "#3a9a5b",
  soap: "#7cc6e8",
  "paper-towels": "#f2f3f5",
  "trash-bag": "#2d3038",
  plan: "#1f7a5a",
  box: "#c9a26b",
  snacks: "#e07b39",
  chair: "#2d3038",
  desk: "#8b6a4e",
  table: "#8b6a4e",
  bookcase: "#8b6a4e",
  cabinet: "#8a8f98",
  "gift-card": "#d64545",
};

/** kinds the generator may emit under other names */
const ALIASES: Record<string, string> = {
  ream: "paper",
  "copy-paper": "paper",
  "ink-cartridge": "ink",
  cartridge: "ink",
  spray: "cleaner",
  wipes: "cleaner",
  "sticky-note": "sticky-notes",
  "post-it": "sticky-notes",
  mug: "coffee",
  bottle: "water",
  "paper-towel": "paper-towels",
  tissue: "paper-towels",
  warranty: "plan",
  shield: "plan",
  computer: "laptop",
  webcam: "monitor",
  glue: "tape",
};

const DRAW: Record<string, Draw> = {
  stapler: (c, d) =>
    `<rect x="70" y="232" width="220" height="22" rx="8" fill="${INK}"/><path d="M82 230 92 172q6-20 30-20l158 10q16 2 14 18l-4 28q-2 16-20 16L102 234z" fill="${c}"/><path d="M120 160l150 9" stroke="${d}" stroke-width="6" stroke-linecap="round"/><rect x="252" y="214" width="34" height="14" rx="4" fill="${STEEL}"/>`,
  pen: (c, d) =>
    `<g transform="rotate(-35 180 180)"><rect x="50" y="165" width="230" height="30" rx="12" fill="${c}"/><path d="M280 165l40 15-40 15z" fill="#d9dde3"/><path d="M309 176l11 4-11 4z" fill="${INK}"/><rect x="70" y="153" width="100" height="9" rx="4" fill="${d}"/></g>`,
  pencil: (c, d) =>
    `<g transform="rotate(-35 180 180)"><rect x="70" y="165" width="200" height="30" fill="${c}"/><path d="M70 175h200" stroke="${d}" stroke-width="3"/><rect x="44" y="165" width="30" height="30" rx="4" fill="#e8a3a8"/><rect x="70" y="165" width="10" height="30" fill="${STEEL}"/><path d="M270 165l40 15-40 15z" fill="#e8c9a0"/><path d="M298 176l12 4-12 4z" fill="${INK}"/></g>`,
  marker: (c, d) =>
    `<g transform="rotate(-35 180 180)"><rect x="60" y="158" width="170" height="44" rx="10" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><rect x="60" y="158" width="40" height="44" rx="10" fill="${c}"/><rect x="226" y="162" width="80" height="36" rx="10" fill="${c}"/><rect x="140" y="170" width="60" height="20" rx="4" fill="${d}"/></g>`,
  highlighter: (c, d) =>
    `<g transform="rotate(-35 180 180)"><rect x="60" y="150" width="180" height="60" rx="14" fill="${c}"/><path d="M240 158h40l20 22-20 22h-40z" fill="${d}"/><rect x="90" y="168" width="90" height="22" rx="6" fill="${WHITE}" opacity=".5"/></g>`,
  paper: (c) =>
    `<path d="M80 140h200l-10-16H90z" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><rect x="70" y="140" width="220" height="130" rx="6" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><rect x="70" y="178" width="220" height="56" fill="${c}"/><path d="M100 206h110" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>`,
  notebook: (c, d) =>
    `<rect x="100" y="80" width="170" height="210" rx="10" fill="${c}"/><rect x="130" y="120" width="110" height="40" rx="6" fill="${WHITE}"/><path d="M100 100v170" stroke="${d}" stroke-width="8" stroke-dasharray="6 14"/><path d="M92 102h18M92 122h18M92 142h18M92 162h18M92 182h18M92 202h18M92 222h18M92 242h18M92 262h18" stroke="${STEEL}" stroke-width="5" stroke-linecap="round"/>`,
  ink: (c, d) =>
    `<rect x="120" y="100" width="120" height="170" rx="14" fill="${INK}"/><rect x="132" y="150" width="96" height="80" rx="6" fill="${c}"/><rect x="150" y="250" width="60" height="26" rx="4" fill="${d}"/><circle cx="180" cy="124" r="10" fill="${STEEL}"/>`,
  toner: (c) =>
    `<rect x="50" y="150" width="260" height="80" rx="16" fill="${INK}"/><rect x="110" y="164" width="140" height="52" rx="6" fill="${c}"/><path d="M66 166v48M80 166v48M280 166v48M294 166v48" stroke="#5d6472" stroke-width="6"/>`,
  printer: (c) =>
    `<rect x="110" y="90" width="140" height="60" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><rect x="60" y="140" width="240" height="100" rx="14" fill="${c === "#2d3038" ? "#4a4f57" : "#e6e9ee"}" stroke="${INK}" stroke-width="3"/><rect x="90" y="200" width="180" height="16" rx="4" fill="${INK}"/><rect x="110" y="216" width="140" height="50" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><circle cx="270" cy="165" r="7" fill="#3a9a5b"/>`,
  laptop: (c) =>
    `<rect x="90" y="90" width="180" height="120" rx="8" fill="${c}"/><rect x="102" y="102" width="156" height="96" fill="#7fb3e6"/><path d="M60 222h240l-16 26H76z" fill="${c}" stroke="${INK}" stroke-width="3"/>`,
  monitor: (c) =>
    `<rect x="60" y="80" width="240" height="150" rx="8" fill="${INK}"/><rect x="72" y="92" width="216" height="126" fill="#7fb3e6"/><path d="M165 230h30l10 40h-50z" fill="${c}"/><rect x="130" y="266" width="100" height="10" rx="5" fill="${INK}"/>`,
  keyboard: (c) =>
    `<rect x="50" y="160" width="260" height="100" rx="12" fill="${c}"/><path d="M68 185h224M68 208h224M68 231h224" stroke="${WHITE}" stroke-width="14" stroke-dasharray="16 5" opacity=".85"/>`,
  mouse: (c, d) =>
    `<ellipse cx="180" cy="190" rx="62" ry="92" fill="${c}"/><path d="M180 100v70M118 170h124" stroke="${d}" stroke-width="4"/><rect x="173" y="124" width="14" height="30" rx="7" fill="${d}"/>`,
  headset: (c) =>
    `<path d="M100 200v-40a80 80 0 0 1 160 0v40" fill="none" stroke="${c}" stroke-width="18"/><rect x="80" y="185" width="46" height="76" rx="16" fill="${c}"/><rect x="234" y="185" width="46" height="76" rx="16" fill="${c}"/><path d="M110 258q20 30 64 26" fill="none" stroke="${INK}" stroke-width="6"/><circle cx="178" cy="284" r="8" fill="${INK}"/>`,
  chair: (c) =>
    `<rect x="120" y="60" width="120" height="120" rx="24" fill="${c}"/><rect x="110" y="180" width="140" height="30" rx="12" fill="${c}"/><rect x="172" y="210" width="16" height="50" fill="${STEEL}"/><path d="M100 282l80-22 80 22M180 260v28" stroke="${INK}" stroke-width="10" stroke-linecap="round"/><circle cx="100" cy="290" r="8" fill="${INK}"/><circle cx="260" cy="290" r="8" fill="${INK}"/><circle cx="180" cy="294" r="8" fill="${INK}"/>`,
  desk: (c, d) =>
    `<rect x="40" y="140" width="280" height="20" rx="4" fill="${c}"/><rect x="60" y="160" width="16" height="120" fill="${d}"/><rect x="210" y="160" width="90" height="120" fill="${d}"/><path d="M220 198h70M220 238h70" stroke="${c}" stroke-width="4"/><rect x="246" y="184" width="18" height="6" rx="3" fill="${STEEL}"/>`,
  table: (c, d) =>
    `<rect x="40" y="150" width="280" height="22" rx="4" fill="${c}"/><path d="M70 172v110M290 172v110M110 172v90M250 172v90" stroke="${d}" stroke-width="12"/>`,
  bookcase: (c, d) =>
    `<rect x="100" y="60" width="160" height="230" fill="${c}"/><rect x="112" y="72" width="136" height="206" fill="${d}"/><path d="M112 140h136M112 210h136" stroke="${c}" stroke-width="8"/><path d="M124 136v-50M138 136v-44M152 136v-50M128 206v-46M146 206v-40" stroke="#e6e9ee" stroke-width="10"/><path d="M170 136v-50M200 274v-50" stroke="#d64545" stroke-width="10"/>`,
  cabinet: (c, d) =>
    `<rect x="110" y="50" width="140" height="250" rx="6" fill="${c}"/><path d="M110 133h140M110 216h140" stroke="${d}" stroke-width="4"/><rect x="160" y="86" width="40" height="10" rx="5" fill="${STEEL}"/><rect x="160" y="170" width="40" height="10" rx="5" fill="${STEEL}"/><rect x="160" y="252" width="40" height="10" rx="5" fill="${STEEL}"/>`,
  binder: (c, d) =>
    `<rect x="110" y="70" width="150" height="210" rx="8" fill="${c}"/><rect x="98" y="70" width="30" height="210" rx="6" fill="${d}"/><rect x="150" y="100" width="80" height="110" fill="${WHITE}" opacity=".6"/><circle cx="113" cy="120" r="7" fill="${STEEL}"/><circle cx="113" cy="175" r="7" fill="${STEEL}"/><circle cx="113" cy="230" r="7" fill="${STEEL}"/>`,
  folder: (c, d) =>
    `<path d="M70 110h80l14 18h126v152H70z" fill="${d}"/><rect x="100" y="120" width="150" height="60" fill="${WHITE}"/><path d="M60 150h240l-12 130H72z" fill="${c}"/>`,
  envelope: (c) =>
    `<rect x="60" y="110" width="240" height="150" rx="6" fill="${c}" stroke="${LINE}" stroke-width="3"/><path d="M62 114l118 86 118-86" fill="none" stroke="${LINE}" stroke-width="4"/><rect x="90" y="220" width="60" height="10" rx="4" fill="${LINE}"/>`,
  label: (c) =>
    `<rect x="90" y="60" width="180" height="230" rx="6" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><path d="M108 90h144M108 130h144M108 170h144M108 210h144M108 250h144" stroke="${c}" stroke-width="26" stroke-dasharray="66 12" opacity=".35"/>`,
  tape: (c) =>
    `<circle cx="170" cy="190" r="80" fill="${c === "#2d3038" ? "#c9d6e3" : c}" opacity=".85"/><circle cx="170" cy="190" r="40" fill="#f4f6f8" stroke="${LINE}" stroke-width="4"/><path d="M240 230l60 40" stroke="${STEEL}" stroke-width="10" stroke-linecap="round"/>`,
  "sticky-notes": (c, d) =>
    `<rect x="110" y="110" width="150" height="150" fill="${d}"/><path d="M96 96h150v110l-40 40H96z" fill="${c}"/><path d="M206 246v-40h40z" fill="${d}"/><path d="M116 136h100M116 162h80" stroke="${INK}" stroke-width="5" opacity=".25"/>`,
  coffee: (c, d) =>
    `<path d="M100 140h130v100q0 40-40 40h-50q-40 0-40-40z" fill="${c}"/><path d="M230 160h14q26 0 26 30t-26 30h-14" fill="none" stroke="${c}" stroke-width="14"/><path d="M140 120q-12-20 0-40M170 120q-12-20 0-40M200 120q-12-20 0-40" stroke="${STEEL}" stroke-width="6" fill="none"/><rect x="100" y="140" width="130" height="14" fill="${d}"/>`,
  cup: (c) =>
    `<path d="M110 110h140l-20 180h-100z" fill="${c}" stroke="${LINE}" stroke-width="3"/><path d="M118 170h124l-6 56H124z" fill="#b5895f"/><rect x="102" y="96" width="156" height="18" rx="6" fill="${INK}"/>`,
  water: (c) =>
    `<path d="M160 60h40v30q30 18 30 50v140q0 14-14 14h-72q-14 0-14-14V140q0-32 30-50z" fill="${c}" opacity=".75"/><rect x="158" y="48" width="44" height="16" rx="4" fill="#2f6fd6"/><rect x="130" y="170" width="100" height="60" fill="${WHITE}"/>`,
  snacks: (c, d) =>
    `<path d="M60 150l20 20-20 20 20 20-20 20h240l-20-20 20-20-20-20 20-20z" fill="${c}"/><rect x="120" y="170" width="120" height="40" rx="8" fill="${d}"/>`,
  cleaner: (c, d) =>
    `<path d="M140 130h80l10 30v120q0 12-12 12h-76q-12 0-12-12V160z" fill="${c}"/><path d="M150 130V98h50l40 12-4 12h-36v8z" fill="${INK}"/><path d="M200 114h-6l-10 40" stroke="${INK}" stroke-width="8" fill="none"/><rect x="148" y="190" width="64" height="60" rx="6" fill="${WHITE}"/><circle cx="180" cy="220" r="14" fill="${d}"/>`,
  soap: (c) =>
    `<rect x="130" y="140" width="100" height="150" rx="20" fill="${c}"/><rect x="168" y="104" width="24" height="36" fill="${INK}"/><path d="M168 104h60" stroke="${INK}" stroke-width="12" stroke-linecap="round"/><rect x="146" y="190" width="68" height="60" rx="6" fill="${WHITE}"/>`,
  "paper-towels": (c, d) =>
    `<rect x="110" y="80" width="120" height="200" fill="${c}" stroke="${LINE}" stroke-width="3"/><ellipse cx="170" cy="80" rx="60" ry="16" fill="${WHITE}" stroke="${LINE}" stroke-width="3"/><ellipse cx="170" cy="80" rx="16" ry="5" fill="${d}"/><path d="M230 200h30v90h-30" fill="${c}" stroke="${LINE}" stroke-width="3"/>`,
  "trash-bag": (c, d) =>
    `<path d="M120 110q60 30 120 0l30 170q-90 30-180 0z" fill="${c}"/><path d="M150 110l30-30 30 30" stroke="${d}" stroke-width="10" fill="none"/>`,
  plan: (c, d) =>
    `<path d="M180 60l100 36v70q0 80-100 130Q80 246 80 166V96z" fill="${c}"/><path d="M180 80l80 30v56q0 64-80 106z" fill="${d}"/><path d="M134 178l32 32 62-70" stroke="${WHITE}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  shredder: (c) =>
    `<rect x="90" y="90" width="180" height="50" rx="8" fill="${c}"/><rect x="110" y="112" width="140" height="6" fill="${INK}"/><path d="M100 140h160l-10 150H110z" fill="#b8bec7"/><path d="M130 160v110M150 160v110M170 160v110M190 160v110M210 160v110M230 160v110" stroke="${WHITE}" stroke-width="5"/>`,
  punch: (c) =>
    `<rect x="60" y="220" width="240" height="30" rx="8" fill="${INK}"/><path d="M80 218l20-60h160l20 60z" fill="${c}"/><circle cx="120" cy="236" r="6" fill="#f4f6f8"/><circle cx="180" cy="236" r="6" fill="#f4f6f8"/><circle cx="240" cy="236" r="6" fill="#f4f6f8"/>`,
  organizer: (c) =>
    `<rect x="80" y="160" width="200" height="110" rx="6" fill="${c}"/><path d="M90 170h180M90 190h180M90 210h180M90 230h180M90 250h180" stroke="#f4f6f8" stroke-width="4" opacity=".4"/><path d="M120 160v-70M140 160v-60M200 160v-80" stroke-width="10" stroke="#2f6fd6"/><path d="M220 160v-50" stroke-width="10" stroke="#d64545"/>`,
  whiteboard: (c) =>
    `<rect x="40" y="70" width="280" height="190" rx="6" fill="${WHITE}" stroke="${STEEL}" stroke-width="10"/><path d="M80 130q40-40 80 0t80 0M80 190h150" stroke="${c}" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="100" y="262" width="160" height="10" fill="${STEEL}"/>`,
  usb: (c) =>
    `<rect x="120" y="120" width="90" height="160" rx="16" fill="${c}"/><rect x="140" y="70" width="50" height="52" fill="${STEEL}"/><rect x="152" y="84" width="10" height="10" fill="${INK}"/><rect x="168" y="84" width="10" height="10" fill="${INK}"/>`,
  "gift-card": (c, d, l) =>
    `<g transform="rotate(-8 180 190)"><rect x="60" y="110" width="240" height="150" rx="16" fill="${c}"/><path d="M60 168h240" stroke="${l}" stroke-width="16"/><path d="M130 110v150" stroke="${l}" stroke-width="16"/><path d="M130 168q-44-40-54-8t54 8q44-40 54-8t-54 8z" fill="${d}"/><rect x="196" y="214" width="84" height="14" rx="5" fill="${WHITE}" opacity=".7"/></g>`,
  box: (c, d) =>
    `<path d="M180 90l110 40v120l-110 40-110-40V130z" fill="${c}"/><path d="M180 170l110-40M180 170L70 130M180 170v120" stroke="${d}" stroke-width="4" fill="none"/><path d="M125 110l110 40v40" stroke="${d}" stroke-width="10" fill="none"/>`,
};

export const DRAWN_KINDS: readonly string[] = Object.keys(DRAW);

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .split("")
    .filter((ch) => {
      // characters XML 1.0 does not allow at all
      const code = ch.charCodeAt(0);
      return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    })
    .join("");
}

/** FNV-1a: a picture's variations follow from its product's name, the same every time. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function hsl(h: number, sat: number, light: number): string {
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `#${((f(0) << 16) | (f(8) << 8) | f(4)).toString(16).padStart(6, "0")}`;
}

export function brandColours(brand: string): [string, string] {
  const known = BRAND_COLOURS[brand];
  if (known) return known;
  const h = hashOf(brand);
  return [hsl(h % 360, 0.55, 0.42), hsl((h >>> 9) % 360, 0.6, 0.3)];
}

/**
 * The product's colour when its colour names one; else the kind's natural colour; else one of its
 * brand's two colours, chosen by its name (a brand's models do not all come in one colour).
 */
function tintFor(p: ProductImageInput, kind: string, [main, accent]: [string, string]): string {
  const name = (p.color ?? "").toLowerCase();
  for (const [word, hex] of COLOR_WORDS) if (name.includes(word)) return hex;
  return DEFAULT_TINT[kind] ?? (hashOf(p.name) % 3 === 0 && lightness(accent) < 0.8 ? accent : main);
}

function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (Math.max((n >> 16) & 255, (n >> 8) & 255, n & 255) + Math.min((n >> 16) & 255, (n >> 8) & 255, n & 255)) / 510;
}

function initialsOf(brand: string): string {
  const words = brand
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const text = words.length > 1 ? words.map((w) => w[0]).join("") : (words[0] ?? "?").slice(0, 3);
  return text.slice(0, 3).toUpperCase();
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const out = amount < 0 ? v * (1 + amount) : v + (255 - v) * amount;
    return Math.max(0, Math.min(255, Math.round(out)));
  };
  const r = channel((n >> 16) & 255);
  const g = channel((n >> 8) & 255);
  const b = channel(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, "0")}`;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}

function packText(p: ProductImageInput): string | null {
  const count = p.unitCount ?? 1;
  if (count <= 1) return null;
  return `${count.toLocaleString("en-US")}/${p.unit && p.unit !== "Each" ? p.unit : "Pack"}`;
}

function badge(text: string, x: number, y: number, fill: string): string {
  const width = Math.max(56, text.length * 9 + 20);
  return (
    `<rect x="${x - width}" y="${y}" width="${width}" height="28" rx="14" fill="${fill}"/>` +
    `<text x="${x - width / 2}" y="${y + 19}" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="14" font-weight="700" fill="#ffffff">${xmlEscape(text)}</text>`
  );
}

/** The body of one view; the front view is the plain drawing. */
function viewBody(view: ProductView, drawing: string, p: ProductImageInput, tint: string, dark: string, kind: string): string {
  const pack = packText(p);
  switch (view) {
    case 2:
      // the same object turned: skewed and foreshortened, with a longer shadow
      return `<ellipse cx="196" cy="300" rx="150" ry="14" fill="#d5dae1"/><g transform="matrix(.82 .16 -.08 .96 52 -6)">${drawing}</g>`;
    case 3: {
      // the carton it ships in: the product's colour band, a small picture and the pack size
      const label = pack ?? (p.unit && p.unit !== "Each" ? `1 ${p.unit}` : "1 Each");
      return (
        `<path d="M60 110l40-36h200l-40 36z" fill="${shade(tint, 0.35)}"/><path d="M260 110l40-36v190l-40 36z" fill="${dark}"/>` +
        `<rect x="60" y="110" width="200" height="190" fill="#e9dcc4" stroke="#c9b48f" stroke-width="3"/>` +
        `<rect x="60" y="236" width="200" height="30" fill="${tint}"/>` +
        `<g transform="translate(94 118) scale(.37)">${drawing}</g>` +
        `<text x="160" y="257" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="17" font-weight="700" fill="#ffffff">${xmlEscape(label)}</text>`
      );
    }
    case 4:
      // a close-up of the drawing's centre, with a swatch naming its colour
      return (
        `<g transform="translate(-144 -172) scale(1.8)">${drawing}</g>` +
        `<rect x="16" y="16" width="150" height="44" rx="8" fill="#ffffff" stroke="#d3d8df" stroke-width="2"/>` +
        `<rect x="26" y="26" width="24" height="24" rx="4" fill="${tint}" stroke="${INK}" stroke-width="1"/>` +
        `<text x="58" y="44" font-family="Helvetica,Arial,sans-serif" font-size="14" font-weight="700" fill="${INK}">${xmlEscape(truncate(p.color ?? kind, 12))}</text>`
      );
    default:
      return drawing + (pack ? badge(pack, 344, 16, INK) : "");
  }
}

/**
 * This product's own take on its kind's drawing, from its name: proportions, a slight tilt and the
 * brand's mark on it, so two models of one brand (and the same model from two brands) differ.
 */
function ownDrawing(base: string, p: ProductImageInput, main: string, accent: string): string {
  const h = hashOf(`${p.brand}|${p.name}`);
  const sx = 0.86 + (h % 21) / 100;
  const sy = 0.86 + ((h >>> 5) % 21) / 100;
  const tilt = ((h >>> 8) % 9) - 4;
  const mark = initialsOf(p.brand);
  const markWidth = 16 + mark.length * 11;
  return (
    `<g transform="rotate(${tilt} 180 190) translate(180 190) scale(${sx.toFixed(2)} ${sy.toFixed(2)}) translate(-180 -190)">${base}` +
    `<rect x="${180 - markWidth / 2}" y="178" width="${markWidth}" height="24" rx="5" fill="${main}" stroke="${accent}" stroke-width="2"/>` +
    `<text x="180" y="195" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="14" font-weight="700" fill="#ffffff">${xmlEscape(mark)}</text></g>`
  );
}

/** A soft backdrop in the brand's colour, placed by the product's name. */
function backdrop(p: ProductImageInput, main: string): string {
  const h = hashOf(p.name);
  const cx = 60 + (h % 240);
  const cy = 60 + ((h >>> 8) % 120);
  return (
    `<rect width="360" height="360" fill="${shade(main, 0.93)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${90 + ((h >>> 16) % 50)}" fill="${shade(main, 0.82)}"/>`
  );
}

export function drawProductSvg(p: ProductImageInput, view: ProductView = 1): string {
  const requested = (p.imageKind ?? "").trim().toLowerCase();
  const kind = DRAW[requested] ? requested : (ALIASES[requested] ?? "box");
  const draw = DRAW[kind] ?? (DRAW.box as Draw);
  const colours = brandColours(p.brand);
  const [main, accent] = colours;
  const tint = tintFor(p, kind, colours);
  const dark = shade(tint, -0.28);
  const label = xmlEscape(truncate(view === 1 ? p.name : `${p.name}, ${PRODUCT_VIEWS[view - 1]?.label.toLowerCase()}`, 160));
  const brand = xmlEscape(truncate(p.brand, 32));
  const drawing = ownDrawing(draw(tint, dark, shade(tint, 0.5)), p, main, accent);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 360" width="360" height="360" role="img" aria-label="${label}" data-kind="${kind}" data-view="${view}">` +
    `<title>${label}</title>` +
    backdrop(p, main) +
    (view === 1 ? `<ellipse cx="180" cy="300" rx="130" ry="12" fill="${shade(main, 0.7)}" opacity=".5"/>` : "") +
    viewBody(view, drawing, p, tint, dark, kind) +
    `<text x="180" y="338" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="16" font-weight="700" fill="${shade(main, -0.2)}">${brand}</text>` +
    `</svg>`
  );
}
