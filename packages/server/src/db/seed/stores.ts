import { createRequire } from "node:module";
import { lookupZip } from "../../lib/us-zip";
import type { StoreTable } from "../schema";
import { Random } from "./random";

// Quire stores at real US ZIP codes. City, state and coordinates come from the `zipcodes`
// package, so the store locator's distances are real. Stores do not depend on the seed: store
// numbers stay the same whatever seed generated the catalogue ("0008" is always Natick, MA).

/** "zip:area code". The first entries get the fixed low store numbers in FIXED_STORE_NUMBERS. */
// prettier-ignore
const STORE_ZIPS = [
  "01760:508", "01702:508", "02108:617", "02139:617", "01801:781", "01545:508", "01608:508", "02360:508", "01103:413", "02903:401",
  "06103:860", "06510:203", "06902:203", "03101:603", "03801:603", "04101:207", "05401:802", "10001:212", "10017:212", "11201:718",
  "10601:914", "12207:518", "13202:315", "14202:716", "14604:585", "07102:973", "07302:201", "08540:609", "08002:856", "19103:215",
  "19801:302", "15222:412", "17101:717", "21201:410", "20001:202", "20814:301", "22201:703", "23219:804", "23510:757", "27601:919",
  "28202:704", "27401:336", "29201:803", "29401:843", "30303:404", "30009:770", "31401:912", "32801:407", "32202:904", "33101:305",
  "33602:813", "33301:954", "33401:561", "35203:205", "36104:334", "37203:615", "37902:865", "38103:901", "39201:601", "40202:502",
  "40507:859", "70112:504", "70801:225", "43215:614", "44113:216", "45202:513", "46204:317", "48226:313", "49503:616", "48104:734",
  "60601:312", "60201:847", "61602:309", "62701:217", "53202:414", "53703:608", "55401:612", "55101:651", "50309:515", "52401:319",
  "63101:314", "64105:816", "66603:785", "67202:316", "68102:402", "57104:605", "58102:701", "73102:405", "74103:918", "72201:501",
  "75201:214", "76102:817", "77002:713", "78205:210", "73301:512", "78701:512", "79901:915", "79401:806", "80202:303", "80903:719",
  "84101:801", "83702:208", "59101:406", "82001:307", "87102:505", "85004:602", "85701:520", "89101:702", "89501:775", "90012:213",
  "90401:310", "91101:626", "92101:619", "92614:949", "93101:805", "94105:415", "94612:510", "95113:408", "95814:916", "93721:559",
  "97204:503", "97401:541", "98101:206", "98402:253", "99201:509", "99501:907", "96813:808",
];

const FIXED_STORE_NUMBERS: Record<string, string> = { "01760": "0008", "01702": "0012", "02108": "0017" };
const FIXED_ADDRESSES: Record<string, string> = { "01760": "1400 Worcester St", "01702": "19 Flutie Pass" };

// prettier-ignore
const STREETS = [
  "Main St", "Washington St", "Commerce Dr", "Market St", "Broadway", "Elm St", "Oak Ave", "Park Ave", "Center St",
  "Lincoln Ave", "Maple Ave", "Route 9", "Union Ave", "Highland Ave", "State St", "Franklin St", "Boylston St",
  "University Ave", "Harbor Blvd", "Lakeview Dr", "Gateway Blvd", "Riverside Dr", "Plaza Way", "Central Ave",
];

type Hours = [string, string] | null;

export const MIN_STORES = 100;

/** The most stores `npm run seed -- --stores N` generates. */
export const MAX_DEMO_STORES = 2000;

/**
 * The demo stores: the fixed list above (127 stores, "0008" first), cut to `count` when fewer are
 * asked for, or followed by generated stores at other real US ZIP codes up to `count` (at most
 * MAX_DEMO_STORES), the same ones every time.
 */
export function buildStores(count?: number): StoreTable[] {
  const fixed = buildFixedStores();
  if (count === undefined || count === fixed.length) return fixed;
  if (!Number.isInteger(count) || count < 1 || count > MAX_DEMO_STORES) {
    throw new Error(`seed: stores must be an integer from 1 to ${MAX_DEMO_STORES}, got ${count}`);
  }
  if (count < fixed.length) return fixed.slice(0, count);
  return [...fixed, ...generatedStores(fixed, count - fixed.length)];
}

/** `extra` more stores at distinct real US ZIP codes (not already a store's), numbered after the fixed ones. */
function generatedStores(existing: StoreTable[], extra: number): StoreTable[] {
  const rng = new Random(0x51_07_e6);
  const usedZips = new Set(existing.map((s) => s.zipcode));
  const usedNumbers = new Set(existing.map((s) => s.storeNumber));
  const usedNames = new Set(existing.map((s) => s.name));
  const zips = allUsZips().filter((z) => !usedZips.has(z));
  let next = Math.max(...existing.map((s) => Number(s.storeNumber))) + 1;
  const stores: StoreTable[] = [];
  while (stores.length < extra && zips.length > 0) {
    // draw without replacement: swap the drawn ZIP with the last one
    const i = rng.int(0, zips.length - 1);
    const zip = zips[i]!;
    zips[i] = zips[zips.length - 1]!;
    zips.pop();
    const found = lookupZip(zip);
    const houseNumber = rng.int(10, 2999);
    const street = rng.pick(STREETS);
    const areaCode = rng.int(201, 989);
    const phoneLine = rng.int(100, 9999);
    const hours = storeHours(rng);
    if (!found || found.country !== "US") continue;
    while (usedNumbers.has(String(next).padStart(4, "0"))) next++;
    const storeNumber = String(next).padStart(4, "0");
    usedNumbers.add(storeNumber);
    let name = `Quire ${found.city}`;
    for (const suffix of ["Downtown", "North", "South", "East", "West", "Central", "Plaza", "Crossing"]) {
      if (!usedNames.has(name)) break;
      name = `Quire ${found.city} ${suffix}`;
    }
    if (usedNames.has(name)) name = `Quire ${found.city} #${storeNumber}`;
    usedNames.add(name);
    stores.push({
      storeNumber,
      name,
      addressLine: `${houseNumber} ${street}`,
      city: found.city,
      state: found.state,
      zipcode: found.zip,
      latitude: found.latitude,
      longitude: found.longitude,
      phone: `(${areaCode}) 555-${String(phoneLine).padStart(4, "0")}`,
      workingHours: JSON.stringify(hours),
    });
  }
  return stores;
}

/** Every five-digit US ZIP in the zipcodes package, in order (the package lists Canadian codes too). */
function allUsZips(): string[] {
  return Object.keys(zipcodeTable())
    .filter((z) => /^\d{5}$/.test(z))
    .sort();
}

function buildFixedStores(): StoreTable[] {
  const rng = new Random(0x51_07_e5);
  const stores: StoreTable[] = [];
  const usedNames = new Set<string>();
  const usedNumbers = new Set(Object.values(FIXED_STORE_NUMBERS));
  let next = 100;
  for (const entry of STORE_ZIPS) {
    const [zip, areaCode] = entry.split(":") as [string, string];
    // always draw the same numbers per entry so a skipped ZIP does not shift the others
    const step = rng.int(1, 9);
    const houseNumber = rng.int(10, 2999);
    const street = rng.pick(STREETS);
    const phoneLine = rng.int(100, 9999);
    const hours = storeHours(rng);
    next += step;
    const found = lookupZip(zip);
    if (found?.country !== "US") continue;
    let storeNumber = FIXED_STORE_NUMBERS[zip];
    if (!storeNumber) {
      while (usedNumbers.has(String(next).padStart(4, "0"))) next++;
      storeNumber = String(next).padStart(4, "0");
    }
    usedNumbers.add(storeNumber);
    let name = `Quire ${found.city}`;
    for (const suffix of ["Downtown", "North", "South", "East", "West"]) {
      if (!usedNames.has(name)) break;
      name = `Quire ${found.city} ${suffix}`;
    }
    usedNames.add(name);
    stores.push({
      storeNumber,
      name,
      addressLine: FIXED_ADDRESSES[zip] ?? `${houseNumber} ${street}`,
      city: found.city,
      state: found.state,
      zipcode: found.zip,
      latitude: found.latitude,
      longitude: found.longitude,
      phone: `(${areaCode}) 555-${String(phoneLine).padStart(4, "0")}`,
      workingHours: JSON.stringify(FIXED_STORE_NUMBERS[zip] ? standardHours() : hours),
    });
  }
  if (stores.length < MIN_STORES) {
    throw new Error(`seed: only ${stores.length} store ZIP codes resolved; the zipcodes package looks incomplete`);
  }
  return stores;
}

function standardHours(): Record<string, Hours> {
  const wk: Hours = ["0800", "2100"];
  return { mon: wk, tue: wk, wed: wk, thu: wk, fri: wk, sat: ["0900", "2100"], sun: ["1000", "1800"] };
}

function storeHours(rng: Random): Record<string, Hours> {
  const weekday = rng.pick<Hours>([
    ["0800", "2100"],
    ["0800", "2000"],
    ["0700", "2100"],
    ["0900", "2100"],
  ]);
  const saturday = rng.pick<Hours>([
    ["0900", "2100"],
    ["0900", "2000"],
    ["0800", "1900"],
  ]);
  const r = rng.next();
  // most stores open 10-6 on Sunday, some close earlier, a few are closed
  const sunday: Hours = r < 0.6 ? ["1000", "1800"] : r < 0.92 ? ["1100", "1700"] : null;
  return { mon: weekday, tue: weekday, wed: weekday, thu: weekday, fri: weekday, sat: saturday, sun: sunday };
}

const requireZipcodes = createRequire(import.meta.url);
function zipcodeTable(): Record<string, unknown> {
  return (requireZipcodes("zipcodes") as { codes: Record<string, unknown> }).codes;
}
