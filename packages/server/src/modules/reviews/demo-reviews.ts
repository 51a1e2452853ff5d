import type { ProductReview, RatingHistogram } from "@quire/domain";

// The demo catalogue carries only a rating and a count per product. The page lists that many
// believable reviews, drawn deterministically from the item id, with the stars in the histogram's
// proportions spread through the list, so the count shown is the number one can read and the same
// product always shows the same reviews (decisions 038, 076). Reviews are made in date order, newest
// first, so a page of the newest needs only the reviews up to it.
//
// No sentence repeats on a page: each star band's sentences are taken in turn (two per review) from
// a pool of at least ten, and a use sentence in turn from its own pool, so five reviews in a row never
// meet the same one; a page sorted another way drops a sentence it already showed.

const REFERENCE_DATE = Date.UTC(2026, 10, 1);
/** the demo reviews span the 540 days before the reference date */
const SPAN_MS = 540 * 86_400_000;

const AUTHORS = [
  "Dana K.",
  "Priya S.",
  "Marcus T.",
  "Elena R.",
  "Sam W.",
  "Jordan B.",
  "Aisha M.",
  "Tom H.",
  "Lucia F.",
  "Ken O.",
  "Rachel G.",
  "Omar D.",
  "Grace L.",
  "Ben C.",
  "Nina P.",
  "Carlos V.",
  "Hannah J.",
  "Victor N.",
  "Mei W.",
  "Luis A.",
  "Fatima Z.",
  "Derek P.",
];

type Band = 5 | 4 | 3 | 1;
const bandOf = (stars: number): Band => (stars >= 5 ? 5 : stars === 4 ? 4 : stars === 3 ? 3 : 1);

const TITLES: Record<Band, string[]> = {
  5: ["Exactly what we needed", "Excellent value", "Works perfectly", "Would buy again", "Great quality", "Our new favourite"],
  4: ["Very good", "Solid choice", "Does the job well", "Good value for the price", "Happy overall", "Nearly perfect"],
  3: ["It's okay", "Average", "Fine for the price", "Mixed feelings", "Does the basics", "Nothing special"],
  1: ["Not great", "Disappointed", "Expected better", "Would not recommend", "Poor quality", "Did not work for us"],
};

// {this} is "this stapler" or "these pens"; sentences are written to read right with either.
const SENTENCES: Record<Band, string[]> = {
  5: [
    "{This} never let us down.",
    "Arrived quickly and well packed.",
    "The quality is better than the store brand we had before.",
    "I have reordered {this} several times now.",
    "Consistent from the first order to the last.",
    "Worth every cent.",
    "Everyone in the office asked where we got {this}.",
    "Easy to reorder, and the price stayed fair.",
    "Better than I expected at this price.",
    "Exactly as described on the page.",
    "No complaints after months of daily use.",
    "We have standardised on {this} for every desk.",
  ],
  4: [
    "Good overall, and it does what it says.",
    "I took one star off for the packaging.",
    "Arrived on time and held up to daily use.",
    "A little pricier than I hoped, but the quality shows.",
    "Would be five stars with clearer instructions.",
    "Solid, if not exciting.",
    "Delivery took a day longer than promised.",
    "We would buy {this} again.",
    "Does the job with very little fuss.",
    "A good step up from what we used before.",
    "Minor scuff on arrival, otherwise fine.",
    "Reliable so far, after a few weeks.",
  ],
  3: [
    "{This} is fine, nothing special.",
    "It works, but I expected a little more for the price.",
    "Some of my colleagues like it, others prefer the old one.",
    "Average quality for an average price.",
    "Neither impressed nor disappointed.",
    "It gets the job done on most days.",
    "The picture made it look sturdier than it is.",
    "Acceptable for occasional use.",
    "Not bad, but I would shop around next time.",
    "Took some getting used to.",
    "Fine once we worked out the quirks.",
    "About what you would expect.",
  ],
  1: [
    "Not as described on the page.",
    "We will try something else next time.",
    "It feels cheaply made.",
    "The first one arrived damaged.",
    "Customer service was helpful, though.",
    "Did not meet our needs at all.",
    "Stopped working within a month.",
    "Returned {this} the same week.",
    "Not worth the price.",
    "Several problems straight out of the box.",
    "Hard to recommend.",
    "The quality has slipped since our last order.",
  ],
};

/** How the reviewer uses it: true of any rating, one per review, in turn. */
const USES = [
  "We use it in a busy front office.",
  "Bought for my home office.",
  "Ordered for a team of twelve.",
  "I use it every day at work.",
  "Picked up for the school year.",
  "Our clinic goes through a lot of these supplies.",
  "Bought as part of a bigger office order.",
];

/** What a reviewer says about a kind of product, by band: it leads the band's pool. */
const KIND_SENTENCES: Record<string, Partial<Record<Band, string[]>>> = {
  stapler: {
    5: ["Staples cleanly through a thick stack without jamming.", "Reloading takes seconds."],
    4: ["Needs a firm press at full capacity."],
    1: ["Jams every few staples."],
  },
  pen: {
    5: ["The ink flows smoothly and dries fast.", "Comfortable to write with for hours."],
    4: ["Writes well, though the grip could be softer."],
    1: ["Several dried out before we used them."],
  },
  pencil: {
    5: ["They sharpen to a clean point and the erasers really erase.", "No broken leads in the whole box."],
    1: ["The leads kept breaking in the sharpener."],
  },
  marker: { 5: ["Bold colour that does not bleed through."], 1: ["Dried out far too quickly."] },
  highlighter: { 5: ["Bright, and it does not smear printed text."], 1: ["Smeared our laser printouts."] },
  paper: {
    5: ["Not a single jam in our copier.", "Bright white and crisp text on both sides."],
    4: ["A few sheets curled in humid weather."],
    1: ["Jammed our printer over and over."],
  },
  notebook: { 5: ["The pages take ink without bleeding through."], 1: ["The binding came apart within weeks."] },
  "sticky-notes": { 5: ["They stay put on monitors and walls."], 1: ["They fall off after an hour."] },
  ink: {
    5: ["Sharp text and true colours, page after page.", "The printer recognised it at once."],
    4: ["Yield is a little below the box's claim."],
    1: ["Our printer rejected the cartridge."],
  },
  toner: {
    5: ["Crisp, even pages to the very end.", "Snapped in and printed straight away."],
    1: ["Left streaks on every page."],
  },
  printer: {
    5: ["Set up on our Wi-Fi in minutes.", "Fast, quiet and prints both sides."],
    4: ["The app is clunky, but printing is reliable."],
    1: ["Drops off the network every few days."],
  },
  chair: {
    5: ["My back thanks me by the end of the day.", "Assembly took about twenty minutes."],
    4: ["The seat is a little firm at first."],
    1: ["The height lever stopped holding within weeks."],
  },
  desk: {
    5: ["Sturdy, with plenty of room for two monitors.", "The instructions were clear and every part was there."],
    1: ["Wobbles no matter how we tighten it."],
  },
  coffee: {
    5: ["Rich flavour without bitterness.", "The breakroom goes through it fast."],
    1: ["Tasted stale from the first cup."],
  },
  cleaner: {
    5: ["Cuts through grime and leaves no residue.", "The scent is fresh, not overpowering."],
    1: ["Left streaks on every surface."],
  },
  laptop: {
    5: ["Battery lasts a full working day.", "Boots quickly and the screen is bright."],
    4: ["Runs a little warm under load."],
    1: ["The trackpad stopped responding."],
  },
  mouse: { 5: ["Precise and comfortable for long days."], 1: ["The scroll wheel failed quickly."] },
  keyboard: { 5: ["Quiet keys with a satisfying feel."], 1: ["Several keys stick."] },
  headset: { 5: ["Callers say I sound clear, even in an open office."], 1: ["The microphone crackles."] },
  binder: { 5: ["The rings close flush and never snag pages."], 1: ["The rings do not line up."] },
  folder: { 5: ["The tabs stand up to daily handling."], 1: ["The tabs tore within a week."] },
  envelope: { 5: ["The seal holds well through the post."], 1: ["Half of them arrived stuck shut."] },
};

/** "this stapler" or "these pens": the product's noun is the last word of its name's first part. */
export function thisOf(productName: string): { lower: string; upper: string } {
  const title = productName.split(",")[0] ?? "";
  const word = (title.trim().split(/\s+/).pop() ?? "").toLowerCase();
  const noun = /^[a-z][a-z-]*$/.test(word) && word !== "item" ? word : "";
  if (noun === "") return { lower: "this item", upper: "This item" };
  const plural = noun.endsWith("s") && !noun.endsWith("ss");
  return { lower: `${plural ? "these" : "this"} ${noun}`, upper: `${plural ? "These" : "This"} ${noun}` };
}

/** A small deterministic generator (mulberry32) seeded from the item id. */
function rngFor(itemId: string): () => number {
  let h = 2166136261;
  for (const ch of itemId) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A band's pool: what reviewers say of this kind first, then what they say of anything. */
function poolOf(kind: string, band: Band): string[] {
  return [...(KIND_SENTENCES[kind]?.[band] ?? []), ...SENTENCES[band]];
}

export interface DemoProduct {
  itemId: string;
  name: string;
  imageKind: string;
}

/**
 * The product's demo reviews, newest first: the first `limit` of the histogram's total (all of them
 * when no limit is given). Review k is the same whatever the limit.
 */
export function demoReviews(product: DemoProduct, histogram: RatingHistogram, limit = histogram.total): ProductReview[] {
  const total = histogram.total;
  const count = Math.min(total, Math.max(0, limit));
  const rng = rngFor(product.itemId);
  const { lower, upper } = thisOf(product.name);
  const fill = (text: string) => text.replace("{This}", upper).replace("{this}", lower);
  const pools = new Map<Band, string[]>();
  const used = [0, 0, 0, 0, 0];
  const inBand = new Map<Band, number>();
  const reviews: ProductReview[] = [];
  for (let k = 0; k < count; k++) {
    // the star that is furthest behind its share so far: the stars spread evenly through the list
    let stars = 5;
    let behind = -Infinity;
    for (let s = 5; s >= 1; s--) {
      const due = ((histogram.counts[s - 1] ?? 0) * (k + 1)) / total - (used[s - 1] ?? 0);
      if (due > behind) {
        behind = due;
        stars = s;
      }
    }
    used[stars - 1] = (used[stars - 1] ?? 0) + 1;
    const band = bandOf(stars);
    const j = inBand.get(band) ?? 0;
    inBand.set(band, j + 1);
    const pool = pools.get(band) ?? poolOf(product.imageKind, band);
    pools.set(band, pool);
    const titles = TITLES[band];
    const body = [pool[(2 * j) % pool.length], pool[(2 * j + 1) % pool.length], USES[k % USES.length]]
      .map((s) => fill(s ?? ""))
      .join(" ");
    const age = (k + 0.5 + rng() * 0.4) / Math.max(total, 1);
    reviews.push({
      id: `demo-${product.itemId}-${String(k + 1).padStart(5, "0")}`,
      author: AUTHORS[Math.floor(rng() * AUTHORS.length)] ?? "Sam W.",
      rating: stars,
      title: titles[j % titles.length] ?? "Review",
      body,
      createdAt: new Date(REFERENCE_DATE - Math.round(age * SPAN_MS)).toISOString(),
      // older reviews have had longer to be found helpful
      helpfulCount: Math.floor(rng() * 12 * (1 + 3 * age)),
      verifiedPurchase: rng() < 0.7,
    });
  }
  return reviews;
}

/**
 * A page of reviews with no sentence shown twice: a title or sentence an earlier review on the page
 * already showed gives way to the next one of its band that the page has not (a page sorted by
 * helpfulness mixes reviews from across the list; a page of the newest never needs this).
 */
export function withoutRepeats(page: ProductReview[], product: DemoProduct): ProductReview[] {
  const seen = new Set<string>();
  const { lower, upper } = thisOf(product.name);
  const fill = (text: string) => text.replace("{This}", upper).replace("{this}", lower);
  const firstUnseen = (options: string[]) => options.map(fill).find((o) => !seen.has(o));
  return page.map((review) => {
    if (!review.id.startsWith("demo-")) return review;
    const band = bandOf(review.rating);
    const sentences = review.body.match(/[^.!?]+[.!?]+/g)?.map((x) => x.trim()) ?? [review.body];
    const body = sentences
      .map((sentence) => {
        const said = seen.has(sentence) ? firstUnseen([...poolOf(product.imageKind, band), ...USES]) : sentence;
        if (said) seen.add(said);
        return said;
      })
      .filter(Boolean)
      .join(" ");
    const title = seen.has(review.title) ? (firstUnseen(TITLES[band]) ?? review.title) : review.title;
    seen.add(title);
    return { ...review, title, body: body || review.body };
  });
}
