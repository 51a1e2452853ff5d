// "Did you mean" for a search that found nothing: the nearest words of the catalogue's own
// vocabulary (its search tokens) by edit distance. Pure, so the rule is tested without a database;
// a later search engine may replace it, the behaviour is tested at the API.

/** Edit distance with adjacent transpositions ("staplre" is one edit from "stapler"); stops early past max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prevPrev[j - 2] as number) + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** How far a word may be from what was typed: one edit for short words, two from six letters. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 6 ? 1 : 2;
}

/**
 * The vocabulary words nearest to `term` within its allowed edits, nearest first (ties keep the
 * vocabulary's order). Numbers are not corrected: "6300" is not a misspelt "63".
 */
export function nearestWords(term: string, vocabulary: readonly string[]): string[] {
  const max = allowedEdits(term);
  if (max === 0 || /\d/.test(term)) return [];
  const found: { word: string; distance: number }[] = [];
  for (const word of vocabulary) {
    if (word === term || /\d/.test(word)) continue;
    const distance = editDistance(term, word, max);
    if (distance <= max) found.push({ word, distance });
  }
  // Among equally near words, one the typed word is missing letters of ("staplr" -> "stapler") comes first.
  const missingLetters = (word: string) => (isSubsequence(term, word) ? 0 : 1);
  return found.sort((x, y) => x.distance - y.distance || missingLetters(x.word) - missingLetters(y.word)).map((f) => f.word);
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}
