import type { ProductReview, RatingHistogram } from "@quire/domain";

// The demo catalogue carries only a rating and a count per product. The page lists a sample of
// believable reviews drawn deterministically from the item id, with the ratings in the same
// proportions as the histogram, so the same product always shows the same reviews (decision 038).

const SAMPLE_SIZE = 12;
const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;

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
];

const TITLES: Record<number, string[]> = {
  5: ["Exactly what we needed", "Excellent value", "Works perfectly", "Would buy again", "Great quality"],
  4: ["Very good", "Solid choice", "Does the job well", "Good value for the price"],
  3: ["It's okay", "Average", "Fine for the price", "Mixed feelings"],
  2: ["Not great", "Disappointed", "Expected better"],
  1: ["Would not recommend", "Poor quality", "Did not work for us"],
};

const BODIES: Record<number, string[]> = {
  5: [
    "We order the {noun} for the whole office and it has never let us down. Arrived quickly and well packed.",
    "Great {noun}. The quality is better than the store brand we used before, and the price is fair.",
    "I have bought this {noun} several times now. Consistent, reliable and easy to reorder.",
  ],
  4: [
    "Good {noun} overall. Does what it says; I took one star off because the packaging could be better.",
    "Happy with this {noun}. It arrived on time and works well for daily use.",
  ],
  3: [
    "The {noun} is fine, nothing special. It works, but I expected a little more for the price.",
    "Average {noun}. Some of my colleagues like it, others prefer what we had before.",
  ],
  2: [
    "The {noun} works, but not as well as described. We will probably try something else next time.",
    "Not impressed with this {noun}. It does the job but feels cheaply made.",
  ],
  1: [
    "Unfortunately the {noun} stopped working after a short time. Customer service was helpful, though.",
    "This {noun} did not meet our needs at all.",
  ],
};

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

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

/** Up to 12 sample reviews whose stars follow the histogram's proportions. */
export function demoReviews(itemId: string, noun: string, histogram: RatingHistogram): ProductReview[] {
  const size = Math.min(SAMPLE_SIZE, histogram.total);
  if (size === 0) return [];
  const rng = rngFor(itemId);
  // largest-remainder allocation of the sample over the stars
  const exact = histogram.counts.map((n) => (n / histogram.total) * size);
  const alloc = exact.map(Math.floor);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (let k = 0; alloc.reduce((a, b) => a + b, 0) < size; k++) alloc[order[k % 5]!.i]! += 1;
  const reviews: ProductReview[] = [];
  alloc.forEach((n, index) => {
    const stars = index + 1;
    for (let j = 0; j < n; j++) {
      const daysAgo = Math.floor(rng() * 540) + 1;
      reviews.push({
        id: `demo-${itemId}-${reviews.length + 1}`,
        author: pick(rng, AUTHORS),
        rating: stars,
        title: pick(rng, TITLES[stars] ?? TITLES[3]!),
        body: pick(rng, BODIES[stars] ?? BODIES[3]!).replace("{noun}", noun),
        createdAt: new Date(REFERENCE_DATE - daysAgo * DAY_MS).toISOString(),
        helpfulCount: Math.floor(rng() * 40),
        verifiedPurchase: rng() < 0.7,
      });
    }
  });
  return reviews;
}

/** "stapler" from the drawing kind; "item" when the kind says nothing. */
export function nounOf(imageKind: string): string {
  const noun = imageKind.replace(/-/g, " ").trim();
  return noun === "" || noun === "box" || noun === "plan" ? "item" : noun;
}
