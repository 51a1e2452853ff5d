// Static catalogue content for the demo-data generator: categories, brands and the product
// families products are generated from. Nothing here depends on the seed.

export interface CategoryDef {
  id: number;
  slug: string;
  name: string;
  parentId: number | null;
  division: number;
  department: number;
  sortOrder: number;
}

export interface UnitOption {
  unit: "Each" | "Box" | "Pack" | "Ream" | "Case" | "Dozen";
  count: number;
  /** text added to the name, e.g. "12/Pack"; empty for single items */
  label: string;
  /** price range in cents for this selling unit */
  price: [number, number];
}

export interface ProductFamily {
  /** keyword for the SVG drawer (product-image.ts) */
  kind: string;
  /** relative frequency inside its subcategory */
  weight: number;
  brands: string[];
  /** product lines / model names per brand; brands not listed use `lines` */
  models?: Record<string, string[]>;
  lines: string[];
  /** generic lines that suit only some nouns: noun -> lines, in place of `lines` for that noun */
  linesFor?: Record<string, string[]>;
  nouns: string[];
  /** nouns per brand where a brand makes only some of them (Keurig makes no 12-cup drip maker) */
  nounsFor?: Record<string, string[]>;
  /** each inner list holds alternatives for one comma-separated attribute of the name */
  specs: string[][];
  /**
   * sizes and attributes that fit only some models or nouns: the first entry whose `match` is in
   * "model noun" replaces `specs` (same number of lists, so the generator draws the same numbers)
   */
  specsFor?: { match: string; specs: string[][] }[];
  /** colour variants; families with colours can form SKU sets */
  colors?: string[];
  units: UnitOption[];
  /** description sentences; {brand} and {noun} are replaced */
  sentences: string[];
}

export interface SubcategoryDef extends CategoryDef {
  /** share of the catalogue (relative) */
  weight: number;
  families: ProductFamily[];
}

export interface TopCategoryDef extends CategoryDef {
  subcategories: SubcategoryDef[];
}

const each = (min: number, max: number): UnitOption => ({ unit: "Each", count: 1, label: "", price: [min, max] });
const pack = (count: number, min: number, max: number): UnitOption => ({
  unit: "Pack",
  count,
  label: `${count}/Pack`,
  price: [min, max],
});
const box = (count: number, min: number, max: number): UnitOption => ({
  unit: "Box",
  count,
  label: `${count}/Box`,
  price: [min, max],
});
const dozen = (min: number, max: number): UnitOption => ({ unit: "Dozen", count: 12, label: "Dozen", price: [min, max] });
const caseOf = (count: number, label: string, min: number, max: number): UnitOption => ({
  unit: "Case",
  count,
  label,
  price: [min, max],
});
const ream = (sheets: number, min: number, max: number): UnitOption => ({
  unit: "Ream",
  count: sheets,
  label: `${sheets} Sheets/Ream`,
  price: [min, max],
});

/** A laptop's name attributes with the screen sizes its model comes in. */
const laptopSpecs = (screens: string[]): string[][] => [
  screens,
  ["Intel Core i5", "Intel Core i7", "AMD Ryzen 5"],
  ["8GB RAM", "16GB RAM"],
  ["256GB SSD", "512GB SSD"],
];

const PEN_COLORS = ["Black", "Blue", "Red", "Green", "Purple", "Assorted"];
const OFFICE_COLORS = ["Black", "Gray", "Blue", "Red", "Silver"];

// --- Ink & Toner (division 1) ---------------------------------------------------------------
const inkAndToner: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "ink-toner",
  name: "Ink & Toner",
  parentId: null,
  division: 1,
  department: 10,
  subcategories: [
    sub("ink-cartridges", "Ink Cartridges", 6, [
      {
        kind: "ink",
        weight: 3,
        brands: ["HP", "Canon", "Epson", "Brother", "Quire"],
        models: {
          HP: ["63XL", "64", "910XL", "962XL", "67XL", "952", "65"],
          Canon: ["PG-245XL", "CL-246XL", "PGI-280XXL", "CLI-281"],
          Epson: ["T252XL", "202XL", "T702XL", "T288"],
          Brother: ["LC3013", "LC401XL", "LC3033", "LC203"],
          Quire: ["Remanufactured HP 63XL", "Remanufactured HP 910XL", "Remanufactured Canon PG-245XL"],
        },
        lines: [""],
        nouns: ["High Yield Ink Cartridge", "Standard Yield Ink Cartridge", "Original Ink Cartridge"],
        nounsFor: { Quire: ["High Yield Ink Cartridge", "Standard Yield Ink Cartridge"] },
        specs: [],
        colors: ["Black", "Cyan", "Magenta", "Yellow", "Tri-Color"],
        units: [each(1599, 5499), pack(2, 3499, 7999)],
        sentences: [
          "Genuine {brand} ink delivers sharp text and vivid colour, page after page.",
          "Smart chip keeps your printer's ink level readings accurate.",
          "Fade- and smudge-resistant prints for everyday documents and photos.",
          "Recyclable cartridge; return empties in any Quire store.",
        ],
      },
      {
        kind: "ink",
        weight: 1,
        brands: ["HP", "Canon", "Epson"],
        models: { HP: ["63", "67", "910"], Canon: ["PG-275", "CL-276"], Epson: ["T212", "502"] },
        lines: [""],
        nouns: ["Ink Cartridge Combo Pack"],
        specs: [["Black/Tri-Color", "Black/Cyan/Magenta/Yellow"]],
        units: [pack(2, 3999, 6999), pack(4, 5499, 9999)],
        sentences: [
          "Combo pack keeps black and colour ink on hand for busy home offices.",
          "Designed for reliable, consistent printing with your {brand} printer.",
        ],
      },
    ]),
    sub("toner-cartridges", "Toner Cartridges", 5, [
      {
        kind: "toner",
        weight: 1,
        brands: ["HP", "Brother", "Canon", "Lexmark", "Quire"],
        models: {
          HP: ["26A", "58X", "410A", "202X", "05A", "87X"],
          Brother: ["TN-760", "TN-227", "TN-436", "TN-660"],
          Canon: ["055H", "137", "045"],
          Lexmark: ["B241H00", "58D1H00", "56F1H00"],
          Quire: ["Remanufactured HP 26A", "Remanufactured Brother TN-760", "Remanufactured HP 58X"],
        },
        lines: [""],
        nouns: ["High Yield Toner Cartridge", "Standard Yield Toner Cartridge", "Laser Toner Cartridge"],
        specs: [],
        colors: ["Black", "Cyan", "Magenta", "Yellow"],
        units: [each(4999, 28999), pack(2, 9999, 38999)],
        sentences: [
          "Crisp, professional laser output with consistent density to the last page.",
          "Prints up to several thousand pages at 5% coverage.",
          "Easy snap-in installation and a free recycling return label.",
        ],
      },
    ]),
    sub("drum-imaging-units", "Drum & Imaging Units", 1, [
      {
        kind: "toner",
        weight: 1,
        brands: ["Brother", "HP", "Lexmark", "Quire"],
        models: { Brother: ["DR-730", "DR-630", "DR-431CL"], HP: ["32A", "19A"], Lexmark: ["50F0Z00"] },
        lines: ["Compatible"],
        nouns: ["Drum Unit", "Imaging Drum", "Imaging Unit"],
        specs: [],
        units: [each(5999, 19999)],
        sentences: ["Replace the drum to restore sharp laser output.", "Rated for tens of thousands of pages."],
      },
    ]),
    sub("label-tape-ribbons", "Label Tape & Ribbons", 1, [
      {
        kind: "tape",
        weight: 1,
        brands: ["Brother", "Quire"],
        models: { Brother: ["P-touch TZe", "P-touch M"], Quire: ["Laminated"] },
        lines: ["Laminated"],
        nouns: ["Label Tape"],
        specs: [
          ["1/2\" x 26'", "3/4\" x 26'", "1\" x 26'"],
          ["Black on White", "Black on Clear", "White on Black"],
        ],
        units: [each(1299, 3299), pack(2, 2399, 5499)],
        sentences: [
          "Laminated labels resist water, heat and abrasion.",
          "Perfect for organising cables, shelves and file folders.",
        ],
      },
    ]),
  ],
};

// --- Paper (division 2) ---------------------------------------------------------------------
const paper: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "paper",
  name: "Paper",
  parentId: null,
  division: 2,
  department: 20,
  subcategories: [
    sub("copy-printer-paper", "Copy & Printer Paper", 7, [
      {
        kind: "paper",
        weight: 3,
        brands: ["Hammermill", "Quire", "Navigator", "HP"],
        models: {
          Hammermill: ["Copy Plus", "Fore Multipurpose", "Premium Color Copy"],
          Quire: ["Copy", "Multiuse", "Premium Laser"],
          Navigator: ["Premium Multipurpose", "Platinum"],
          HP: ["Printer", "Office20", "Premium32"],
        },
        lines: [""],
        nouns: ['8.5" x 11" Copy Paper', '8.5" x 11" Multipurpose Paper', '8.5" x 14" Legal Paper'],
        specs: [
          ["20 lbs.", "24 lbs.", "28 lbs."],
          ["92 Brightness", "96 Brightness", "100 Brightness"],
        ],
        units: [ream(500, 599, 1599), caseOf(10, "10 Reams/Case", 4499, 8999), caseOf(8, "8 Reams/Case", 3999, 7499)],
        sentences: [
          "Jam-free performance in copiers, laser and inkjet printers.",
          "Acid-free paper for long-lasting documents.",
          "Bright white shade for crisp text and vibrant colour.",
          "Sourced from responsibly managed forests.",
        ],
      },
      {
        kind: "paper",
        weight: 1,
        brands: ["Astrobrights", "Quire", "Hammermill"],
        lines: ["Colored", "Pastel", "Bright Color"],
        nouns: ['8.5" x 11" Paper', '8.5" x 11" Cardstock'],
        specs: [["20 lbs.", "24 lbs."]],
        specsFor: [{ match: "Cardstock", specs: [["65 lbs.", "110 lbs."]] }],
        colors: ["Canary Yellow", "Pastel Blue", "Pastel Pink", "Lunar Blue", "Terra Green", "Ivory"],
        units: [ream(500, 999, 2499), pack(250, 1299, 2999)],
        sentences: ["Eye-catching colour for flyers, signs and colour-coded forms.", "Consistent colour from sheet to sheet."],
      },
    ]),
    sub("notebooks-pads", "Notebooks & Pads", 4, [
      {
        kind: "notebook",
        weight: 2,
        brands: ["Five Star", "Mead", "Quire", "Oxford"],
        lines: ["Wirebound", "Spiral", "Composition", "Poly Cover"],
        nouns: ["Notebook", "Subject Notebook"],
        specs: [
          ['8.5" x 11"', '8" x 10.5"', '6" x 9.5"'],
          ["College Ruled", "Wide Ruled", "Graph Ruled"],
          ["100 Sheets", "120 Sheets", "200 Sheets"],
        ],
        colors: ["Black", "Blue", "Red", "Green", "Purple", "Assorted"],
        units: [each(199, 1299), pack(3, 699, 2499)],
        sentences: [
          "Durable cover protects notes in a busy bag.",
          "Perforated sheets tear out cleanly.",
          "Bleed-resistant paper works with most pens.",
        ],
      },
      {
        kind: "notebook",
        weight: 1,
        brands: ["Quire", "Ampad", "Mead"],
        lines: ["Perforated", "Gold Fibre", "Evidence"],
        nouns: ["Writing Pad", "Legal Pad"],
        specs: [['8.5" x 11.75"', '5" x 8"'], ["Narrow Ruled", "Wide Ruled"], ["50 Sheets/Pad"]],
        specsFor: [
          { match: "Legal Pad", specs: [['8.5" x 11.75"', '8.5" x 14"'], ["Narrow Ruled", "Wide Ruled"], ["50 Sheets/Pad"]] },
        ],
        units: [dozen(899, 2499), pack(6, 599, 1599)],
        sentences: ["Classic canary or white legal pads with a sturdy back.", "Top-bound sheets tear off neatly."],
      },
    ]),
    sub("sticky-notes", "Sticky Notes", 3, [
      {
        kind: "sticky-notes",
        weight: 1,
        brands: ["Post-it", "Quire"],
        models: { "Post-it": ["Super Sticky", "Original", "Extreme"], Quire: ["Stickies", "Sticky"] },
        lines: [""],
        nouns: ["Notes", "Lined Notes", "Pop-up Notes"],
        specs: [['3" x 3"', '4" x 6"', '1.5" x 2"'], ["90 Sheets/Pad"]],
        colors: ["Canary Yellow", "Energy Boost Collection", "Playful Primaries", "Pastel Pink", "Electric Blue"],
        units: [pack(12, 899, 2499), pack(24, 1699, 3999), pack(5, 399, 1099)],
        sentences: [
          "Sticks and re-sticks without leaving residue.",
          "Bright colours get your reminders noticed.",
          "Recyclable paper from responsibly managed sources.",
        ],
      },
    ]),
    sub("envelopes-mailers", "Envelopes & Mailers", 2, [
      {
        kind: "envelope",
        weight: 1,
        brands: ["Quire", "Quality Park", "Scotch"],
        lines: ["Security Tinted", "Peel & Seal", "Gummed", "Bubble"],
        linesFor: {
          "#10 Business Envelopes": ["Security Tinted", "Peel & Seal", "Gummed", "Window"],
          "Catalog Envelopes": ["Clasp", "Peel & Seal", "Gummed"],
          "Padded Mailers": ["Bubble", "Poly Bubble", "Self-Seal"],
        },
        nouns: ["#10 Business Envelopes", "Catalog Envelopes", "Padded Mailers"],
        specs: [
          ['4 1/8" x 9 1/2"', '9" x 12"', '10" x 13"'],
          ["White", "Kraft"],
        ],
        specsFor: [
          { match: "#10", specs: [['4 1/8" x 9 1/2"'], ["White", "White Wove"]] },
          {
            match: "Catalog",
            specs: [
              ['9" x 12"', '10" x 13"', '6" x 9"'],
              ["Kraft", "White"],
            ],
          },
          {
            match: "Mailers",
            specs: [
              ['#0 6" x 10"', '#2 8.5" x 12"', '#5 10.5" x 16"'],
              ["Kraft", "White"],
            ],
          },
        ],
        units: [box(500, 1499, 4999), box(100, 899, 2499), pack(25, 999, 2999)],
        sentences: [
          "Security tint keeps contents private.",
          "Strong seal stays closed through the mail stream.",
          "Ideal for invoices, statements and everyday correspondence.",
        ],
      },
    ]),
    sub("labels", "Labels", 2, [
      {
        kind: "label",
        weight: 1,
        brands: ["Avery", "Quire"],
        models: { Avery: ["Easy Peel 5160", "TrueBlock 5163", "5167"], Quire: ["Laser/Inkjet"] },
        lines: [""],
        nouns: ["Address Labels", "Shipping Labels", "Return Address Labels"],
        specs: [['1" x 2 5/8"', '2" x 4"', '1/2" x 1 3/4"'], ["White"]],
        specsFor: [
          { match: "5160", specs: [['1" x 2 5/8"'], ["White"]] },
          { match: "5163", specs: [['2" x 4"'], ["White"]] },
          { match: "5167", specs: [['1/2" x 1 3/4"'], ["White"]] },
          { match: "Shipping", specs: [['2" x 4"', '3 1/3" x 4"', '5 1/2" x 8 1/2"'], ["White"]] },
          { match: "Return Address", specs: [['1/2" x 1 3/4"', '2/3" x 1 3/4"'], ["White"]] },
        ],
        units: [pack(750, 999, 2999), pack(3000, 2499, 5999)],
        sentences: [
          "Works with free online templates for quick printing.",
          "Permanent adhesive sticks to paper, cardboard and plastic.",
        ],
      },
    ]),
  ],
};

// --- Writing Instruments (division 3) -------------------------------------------------------
const writing: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "writing-instruments",
  name: "Writing Instruments",
  parentId: null,
  division: 3,
  department: 30,
  subcategories: [
    sub("pens", "Pens", 7, [
      {
        kind: "pen",
        weight: 3,
        brands: ["Pilot", "BIC", "Paper Mate", "uni-ball", "Pentel", "Quire"],
        models: {
          Pilot: ["G2", "Precise V5", "FriXion", "Dr. Grip"],
          BIC: ["Round Stic", "Cristal", "Gel-ocity"],
          "Paper Mate": ["InkJoy", "Flair", "Profile"],
          "uni-ball": ["Signo 207", "Jetstream", "Vision"],
          Pentel: ["EnerGel", "R.S.V.P."],
          Quire: ["Gel", "Ballpoint", "Retractable"],
        },
        lines: [""],
        nouns: ["Retractable Gel Pens", "Ballpoint Pens", "Rollerball Pens", "Stick Pens"],
        specs: [
          ["Fine Point 0.5mm", "Medium Point 0.7mm", "Bold Point 1.0mm", "Extra Fine Point 0.38mm"],
          ["Quick-Dry Ink", "Smooth Ink", "Smear-Resistant Ink"],
        ],
        colors: PEN_COLORS,
        units: [dozen(599, 2499), pack(4, 399, 1299), pack(36, 1499, 2999)],
        sentences: [
          "Smooth, skip-free writing with quick-drying ink.",
          "Comfortable grip reduces fatigue during long writing sessions.",
          "Refillable design for less waste.",
        ],
      },
      {
        kind: "pen",
        weight: 1,
        brands: ["Cross", "Parker", "Pilot"],
        models: { Cross: ["Classic Century", "Bailey"], Parker: ["Jotter", "IM"], Pilot: ["Metropolitan", "MR"] },
        lines: ["Classic"],
        nouns: ["Ballpoint Pen", "Fountain Pen"],
        specs: [["Medium Point"]],
        colors: ["Black", "Blue", "Chrome"],
        units: [each(999, 2999)],
        sentences: ["A polished metal pen that makes a good gift.", "Ships in a presentation box."],
      },
    ]),
    sub("pencils", "Pencils", 3, [
      {
        kind: "pencil",
        weight: 1,
        brands: ["Ticonderoga", "Paper Mate", "Pentel", "Quire"],
        models: { Ticonderoga: ["Wood-Cased", "Pre-Sharpened"], Pentel: ["Mechanical", "Twist-Erase Mechanical"] },
        lines: ["Wood-Cased", "Mechanical", "Pre-Sharpened"],
        nouns: ["Pencils"],
        specs: [["#2 HB Soft", "#2 HB", "#2 Medium"]],
        specsFor: [{ match: "Mechanical", specs: [["0.5mm", "0.7mm", "0.9mm"]] }],
        colors: ["Yellow", "Black", "Assorted"],
        units: [dozen(299, 999), pack(24, 499, 1499), box(72, 1299, 1999)],
        sentences: ["Smooth, consistent marks that erase cleanly.", "Latex-free erasers."],
      },
    ]),
    sub("markers", "Markers", 3, [
      {
        kind: "marker",
        weight: 1,
        brands: ["Sharpie", "Quire", "Crayola"],
        models: { Sharpie: ["Permanent", "Twin-Tip Permanent"], Crayola: ["Broad Line", "Washable"] },
        lines: ["Permanent"],
        nouns: ["Markers"],
        specs: [["Fine Tip", "Chisel Tip", "Ultra Fine Tip"]],
        colors: ["Black", "Blue", "Red", "Green", "Assorted"],
        units: [dozen(899, 2499), pack(4, 399, 1099), pack(24, 1499, 2999)],
        sentences: ["Quick-drying, fade- and water-resistant ink.", "Marks on paper, plastic, metal and most other surfaces."],
      },
    ]),
    sub("highlighters", "Highlighters", 2, [
      {
        kind: "highlighter",
        weight: 1,
        brands: ["Sharpie", "Avery", "Quire", "Pilot"],
        models: { Sharpie: ["Accent", "Accent Tank"], Avery: ["Hi-Liter"], Pilot: ["FriXion Light"] },
        lines: [""],
        nouns: ["Highlighters", "Tank Highlighters", "Pocket Highlighters"],
        nounsFor: { Avery: ["Highlighters", "Pocket Highlighters"], Pilot: ["Highlighters"] },
        specs: [["Chisel Tip", "Narrow Chisel Tip"]],
        colors: ["Fluorescent Yellow", "Pink", "Orange", "Green", "Assorted"],
        units: [dozen(599, 1999), pack(5, 299, 899)],
        sentences: ["Smear-safe ink won't smudge most pen and printer inks.", "Bright fluorescent colours."],
      },
    ]),
    sub("dry-erase", "Dry Erase", 2, [
      {
        kind: "marker",
        weight: 2,
        brands: ["Expo", "Quire"],
        lines: ["Low-Odor", "Ink Indicator"],
        nouns: ["Dry Erase Markers"],
        specs: [["Chisel Tip", "Fine Tip"]],
        colors: ["Black", "Blue", "Red", "Assorted"],
        units: [pack(4, 499, 1099), dozen(1199, 2699)],
        sentences: ["Erases cleanly from whiteboards, glass and most non-porous surfaces."],
      },
      {
        kind: "whiteboard",
        weight: 1,
        brands: ["Quartet", "Quire"],
        lines: ["Magnetic", "Non-Magnetic"],
        nouns: ["Dry-Erase Whiteboard"],
        specs: [["2' x 3'", "3' x 4'", "4' x 6'"], ["Aluminum Frame"]],
        units: [each(2999, 24999)],
        sentences: ["Wall-mount hardware included.", "Stain-resistant surface for everyday use."],
      },
    ]),
  ],
};

// --- Binders & Filing (division 4) ----------------------------------------------------------
const filing: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "binders-filing",
  name: "Binders & Filing",
  parentId: null,
  division: 4,
  department: 40,
  subcategories: [
    sub("binders", "Binders", 4, [
      {
        kind: "binder",
        weight: 1,
        brands: ["Avery", "Quire", "Cardinal"],
        models: {
          Avery: ["Heavy Duty View", "Durable View", "Economy"],
          Cardinal: ["XtraLife", "Performer"],
          Quire: ["Better", "Standard"],
        },
        lines: [""],
        nouns: ["3-Ring Binder", "View Binder"],
        specs: [['1" D-Ring', '1.5" D-Ring', '2" D-Ring', '3" Slant-Ring']],
        colors: ["White", "Black", "Blue", "Red", "Green", "Navy"],
        units: [each(299, 2999), pack(4, 1499, 4999)],
        sentences: [
          "Clear overlay lets you customise the cover and spine.",
          "One-touch rings open easily and close securely.",
          "PVC-free material resists cracking.",
        ],
      },
    ]),
    sub("file-folders", "File Folders", 3, [
      {
        kind: "folder",
        weight: 1,
        brands: ["Smead", "Pendaflex", "Quire"],
        lines: ["Reinforced", "Hanging", "Top Tab", "Expanding"],
        nouns: ["File Folders"],
        specs: [
          ["Letter Size", "Legal Size"],
          ["1/3-Cut Tabs", "1/5-Cut Tabs", "Straight Cut"],
        ],
        colors: ["Manila", "Assorted", "Red", "Blue", "Green", "Yellow"],
        units: [box(100, 1099, 4499), box(25, 899, 2499)],
        sentences: ["Double-ply tabs stand up to frequent use.", "Scored for expansion as your files grow."],
      },
    ]),
    sub("staplers-punches", "Staplers & Punches", 3, [
      {
        kind: "stapler",
        weight: 3,
        brands: ["Swingline", "Bostitch", "Quire"],
        models: {
          Swingline: ["Classic", "Optima", "Commercial", "Light Touch"],
          Bostitch: ["InJoy", "Antimicrobial", "B8 PowerCrown", "inFusion"],
          Quire: ["One-Touch", "PowerCrown", "Compact"],
        },
        lines: [""],
        nouns: ["Full Strip Desk Stapler", "Half Strip Stapler", "Heavy Duty Stapler", "Electric Stapler"],
        specs: [["20 Sheet Capacity", "25 Sheet Capacity", "40 Sheet Capacity", "100 Sheet Capacity"]],
        colors: OFFICE_COLORS,
        units: [each(999, 5999)],
        sentences: [
          "Jam-free mechanism staples cleanly every time.",
          "Non-skid base protects your desk.",
          "Front-loading design makes refills quick.",
        ],
      },
      {
        kind: "stapler",
        weight: 1,
        brands: ["Swingline", "Bostitch", "Quire"],
        lines: ["Standard", "Premium"],
        nouns: ["Staples", "Chisel Point Staples"],
        specs: [['1/4" Leg', "Full Strip"]],
        units: [box(5000, 299, 999), box(25000, 899, 2499)],
        sentences: ["Chisel points penetrate paper cleanly.", "Fits most standard desktop staplers."],
      },
      {
        kind: "punch",
        weight: 1,
        brands: ["Swingline", "Bostitch", "Quire"],
        lines: ["Light Touch", "Heavy Duty"],
        nouns: ["3-Hole Punch", "2-Hole Punch"],
        specs: [["12 Sheet Capacity", "20 Sheet Capacity", "40 Sheet Capacity"]],
        colors: ["Black", "Gray", "Silver"],
        units: [each(1299, 7999)],
        sentences: ["Punches cleanly with minimal effort.", "Chip tray empties easily."],
      },
    ]),
    sub("desk-organizers", "Desk Organizers", 2, [
      {
        kind: "organizer",
        weight: 1,
        brands: ["Quire", "Fellowes", "Rubbermaid"],
        lines: ["Mesh", "Bamboo", "Black Wire"],
        nouns: ["Desk Organizer", "Letter Tray", "Magazine File", "Drawer Organizer"],
        specs: [["5 Compartments", "3 Tier", "Stackable"]],
        colors: ["Black", "Silver", "White"],
        units: [each(999, 4999)],
        sentences: ["Keeps pens, notes and files within reach.", "Sturdy construction for everyday use."],
      },
    ]),
    sub("tape-adhesives", "Tape & Adhesives", 2, [
      {
        kind: "tape",
        weight: 1,
        brands: ["Scotch", "Quire"],
        models: { Scotch: ["Magic", "Heavy Duty Shipping", "Sure Start"] },
        lines: ["Invisible", "Packing"],
        nouns: ["Tape", "Tape Refill Rolls"],
        specs: [['3/4" x 1000"', '1.88" x 54.6 yds.', '3/4" x 650"']],
        units: [each(299, 999), pack(6, 999, 2499), pack(12, 1599, 2999)],
        sentences: ["Writes on easily and disappears on most paper.", "Strong hold for boxes and packages."],
      },
      {
        kind: "tape",
        weight: 0.5,
        brands: ["Elmer's", "Scotch", "Quire"],
        models: { "Elmer's": ["Disappearing Purple", "All-Purpose"], Scotch: ["Permanent", "Wrinkle-Free"] },
        lines: ["All-Purpose", "Permanent"],
        nouns: ["Glue Sticks", "Glue Stick"],
        specs: [["0.21 oz.", "0.77 oz."]],
        units: [pack(6, 399, 999), pack(30, 1299, 2499)],
        sentences: ["Goes on purple and dries clear.", "Washable, non-toxic and acid-free."],
      },
    ]),
  ],
};

// --- Furniture (division 5) -----------------------------------------------------------------
const furniture: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "furniture",
  name: "Furniture",
  parentId: null,
  division: 5,
  department: 50,
  subcategories: [
    sub("office-chairs", "Office Chairs", 3, [
      {
        kind: "chair",
        weight: 1,
        brands: ["Union & Harlow", "HON", "Flash Furniture", "Ergoform", "Quire"],
        models: {
          "Union & Harlow": ["Hyken", "Carder", "Emerson"],
          HON: ["Ignition 2.0", "Nucleus", "Flexion"],
          "Flash Furniture": ["Kroy", "Dexley", "Hercules"],
          Ergoform: ["Halden", "Arden"],
          Quire: ["Dexley", "Everyday", "Comfort Plus"],
        },
        lines: ["Everyday"],
        nouns: ["Mesh Task Chair", "Ergonomic Office Chair", "Executive Chair", "Drafting Chair"],
        specs: [
          ["Adjustable Arms", "Fixed Arms", "Flip-Up Arms"],
          ["Lumbar Support", "Headrest", "Synchro-Tilt"],
        ],
        colors: ["Black", "Gray", "Blue"],
        units: [each(8999, 119999)],
        sentences: [
          "Breathable mesh back keeps you cool through the workday.",
          "Adjustable seat height, tilt tension and lumbar support.",
          "Supports up to 275 lbs.; backed by a limited lifetime warranty.",
        ],
      },
    ]),
    sub("desks", "Desks", 2, [
      {
        kind: "desk",
        weight: 1,
        brands: ["Bush Business Furniture", "Union & Harlow", "Quire", "Flash Furniture"],
        models: {
          "Bush Business Furniture": ["Series C", "Studio C", "Hybrid"],
          "Union & Harlow": ["Mayfair", "Halston"],
          Quire: ["Everyday", "Workspace"],
          "Flash Furniture": ["Harmon", "Tiverton"],
        },
        lines: ["Everyday"],
        nouns: ["Writing Desk", "L-Shaped Desk", "Standing Desk", "Computer Desk"],
        specs: [['48"W', '60"W', '72"W']],
        colors: ["Espresso", "White", "Gray Oak", "Natural Cherry"],
        units: [each(12999, 89999)],
        sentences: [
          "Scratch-resistant work surface stands up to daily use.",
          "Built-in cable management keeps cords tidy.",
          "Ships flat; professional assembly available.",
        ],
      },
    ]),
    sub("bookcases-shelving", "Bookcases & Shelving", 2, [
      {
        kind: "bookcase",
        weight: 1,
        brands: ["Bush Business Furniture", "Sauder", "Quire"],
        models: {
          "Bush Business Furniture": ["Cabot", "Fairview"],
          Sauder: ["Select", "Beginnings"],
          Quire: ["Fairfax", "Everyday"],
        },
        lines: ["Everyday"],
        nouns: ["Bookcase", "Open Shelf Bookcase"],
        specs: [
          ["3-Shelf", "5-Shelf"],
          ['36"H', '72"H'],
        ],
        colors: ["Espresso", "White", "Harvest Cherry"],
        units: [each(6999, 39999)],
        sentences: ["Adjustable shelves fit binders and books.", "Anti-tip hardware included."],
      },
    ]),
    sub("filing-cabinets", "Filing Cabinets", 2, [
      {
        kind: "cabinet",
        weight: 1,
        brands: ["HON", "Quire", "Bush Business Furniture"],
        models: {
          HON: ["Brigade", "310 Series"],
          Quire: ["Vertical", "Everyday"],
          "Bush Business Furniture": ["Series C", "Studio C"],
        },
        lines: ["Vertical"],
        nouns: ["File Cabinet", "Lateral File Cabinet", "Mobile Pedestal"],
        specs: [
          ["2-Drawer", "3-Drawer", "4-Drawer"],
          ["Letter Size", "Letter/Legal"],
        ],
        colors: ["Black", "Putty", "Light Gray"],
        units: [each(9999, 59999)],
        sentences: ["Full-extension drawers with a central lock.", "Steel construction for years of service."],
      },
    ]),
    sub("tables", "Tables", 1, [
      {
        kind: "table",
        weight: 1,
        brands: ["Flash Furniture", "Union & Harlow", "Lorell"],
        lines: ["Training", "Conference", "Folding"],
        nouns: ["Table"],
        specs: [['60"W x 24"D', '72"W x 36"D', '96"W x 48"D']],
        colors: ["Mahogany", "White", "Gray"],
        units: [each(9999, 69999)],
        sentences: ["Durable laminate top with a steel frame.", "Seats 4 to 8 people comfortably."],
      },
    ]),
  ],
};

// --- Technology (division 6; protection plans are division 8 / department 88) ---------------
const technology: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "technology",
  name: "Technology",
  parentId: null,
  division: 6,
  department: 60,
  subcategories: [
    sub("printers", "Printers", 3, [
      {
        kind: "printer",
        weight: 1,
        brands: ["HP", "Canon", "Epson", "Brother"],
        models: {
          HP: ["OfficeJet Pro 9125e", "LaserJet Pro M404n", "Envy 6055e", "Color LaserJet Pro MFP M283fdw"],
          Canon: ["PIXMA TR8620a", "imageCLASS MF269dw", "MAXIFY GX4020"],
          Epson: ["EcoTank ET-4850", "WorkForce Pro WF-4830", "Expression Home XP-4200"],
          Brother: ["HL-L2350DW", "MFC-L2750DW", "MFC-J4335DW"],
        },
        lines: [""],
        nouns: ["Wireless All-in-One Printer", "Monochrome Laser Printer", "Color Inkjet Printer", "Wireless Laser Printer"],
        specs: [["Print, Scan, Copy", "Print Only", "Print, Scan, Copy, Fax"]],
        units: [each(7999, 89999)],
        sentences: [
          "Fast, reliable printing for small offices and home offices.",
          "Print from your phone with the mobile app and built-in Wi-Fi.",
          "Automatic two-sided printing saves paper.",
        ],
      },
    ]),
    sub("computer-accessories", "Computer Accessories", 5, [
      {
        kind: "mouse",
        weight: 2,
        brands: ["Logitech", "Microsoft", "Quire"],
        models: {
          Logitech: ["MX Master 3S", "M185", "Pebble M350", "Lift"],
          Microsoft: ["Bluetooth", "Arc"],
          Quire: ["Wireless"],
        },
        lines: [""],
        nouns: ["Wireless Mouse", "Ergonomic Mouse", "Bluetooth Mouse"],
        specs: [],
        colors: ["Black", "Graphite", "Pale Gray", "Rose"],
        units: [each(999, 12999)],
        sentences: ["Precise tracking on almost any surface.", "Long battery life with auto-sleep."],
      },
      {
        kind: "keyboard",
        weight: 1,
        brands: ["Logitech", "Microsoft", "Quire"],
        models: { Logitech: ["MX Keys S", "K270", "Ergo K860"], Microsoft: ["Ergonomic", "Designer Compact"] },
        lines: [""],
        nouns: ["Wireless Keyboard", "Keyboard and Mouse Combo"],
        specs: [],
        colors: ["Black", "Graphite", "White"],
        units: [each(1999, 17999)],
        sentences: ["Quiet, comfortable keys for all-day typing.", "Connects with a tiny USB receiver or Bluetooth."],
      },
      {
        kind: "laptop",
        weight: 1,
        brands: ["Logitech", "Dell", "Quire", "Fellowes"],
        lines: ["Pro", "Universal", ""],
        nouns: ["USB-C Docking Station", "1080p HD Webcam", "4K Webcam", "Adjustable Laptop Stand", "6-Outlet Surge Protector"],
        nounsFor: {
          Logitech: ["1080p HD Webcam", "4K Webcam"],
          Dell: ["USB-C Docking Station", "1080p HD Webcam"],
          Fellowes: ["Adjustable Laptop Stand", "6-Outlet Surge Protector"],
        },
        specs: [],
        units: [each(1999, 29999)],
        sentences: ["Plug-and-play setup with Windows and macOS.", "A tidy, productive desk in minutes."],
      },
      {
        kind: "usb",
        weight: 1,
        brands: ["SanDisk", "Samsung", "Quire"],
        models: { SanDisk: ["Ultra", "Cruzer", "Extreme"], Samsung: ["BAR Plus", "FIT Plus", "T7"], Quire: ["Everyday"] },
        lines: ["Everyday"],
        nouns: ["USB 3.0 Flash Drive", "Portable SSD"],
        specs: [["64GB", "128GB", "256GB", "1TB"]],
        units: [each(799, 14999), pack(2, 1499, 4999)],
        sentences: ["Fast transfers for documents, photos and video.", "Compact design fits on a keyring."],
      },
    ]),
    sub("monitors", "Monitors", 2, [
      {
        kind: "monitor",
        weight: 1,
        brands: ["Dell", "Samsung", "HP", "Lenovo"],
        models: {
          Dell: ["P-Series", "E-Series"],
          Samsung: ["Essential", "ViewFinity"],
          HP: ["E-Series", "M-Series"],
          Lenovo: ["ThinkVision"],
        },
        lines: ["Essential"],
        nouns: ["LED Monitor", "IPS Monitor", "Curved Monitor"],
        specs: [
          ['24"', '27"', '32"', '34"'],
          ["1080p", "QHD", "4K UHD"],
        ],
        units: [each(11999, 79999)],
        sentences: ["Thin bezels for seamless multi-monitor setups.", "Height, tilt and swivel adjustable stand."],
      },
    ]),
    sub("laptops-tablets", "Laptops & Tablets", 2, [
      {
        kind: "laptop",
        weight: 1,
        brands: ["Dell", "HP", "Lenovo", "Microsoft"],
        models: {
          Dell: ["Inspiron 15", "Latitude 5440"],
          HP: ["Pavilion 15", "ProBook 450"],
          Lenovo: ["IdeaPad 5", "ThinkPad E14"],
          Microsoft: ["Surface Laptop 7", "Surface Pro 11"],
        },
        lines: [""],
        nouns: ["Laptop", "2-in-1 Laptop"],
        nounsFor: { Microsoft: ["Copilot+ PC"] },
        specs: [
          ['14"', '15.6"', '13.5"'],
          ["Intel Core i5", "Intel Core i7", "AMD Ryzen 5"],
          ["8GB RAM", "16GB RAM"],
          ["256GB SSD", "512GB SSD"],
        ],
        specsFor: [
          ...["15", "ProBook 450"].map((match) => ({ match, specs: laptopSpecs(['15.6"']) })),
          ...["Latitude 5440", "ThinkPad E14", "IdeaPad 5"].map((match) => ({ match, specs: laptopSpecs(['14"']) })),
          { match: "Surface Laptop", specs: laptopSpecs(['13.8"', '15"']) },
          { match: "Surface Pro", specs: laptopSpecs(['13"']) },
        ],
        colors: ["Silver", "Platinum", "Black"],
        units: [each(29999, 189999)],
        sentences: ["All-day battery and a bright full-HD display.", "Windows 11 Pro for business-ready security."],
      },
    ]),
    sub("headsets-audio", "Headsets & Audio", 2, [
      {
        kind: "headset",
        weight: 1,
        brands: ["Jabra", "Poly", "Logitech", "Quire"],
        models: {
          Jabra: ["Evolve2 30", "Evolve2 65"],
          Poly: ["Blackwire 3220", "Voyager Focus 2"],
          Logitech: ["H390", "Zone Vibe 100"],
        },
        lines: [""],
        nouns: ["Stereo Headset", "Wireless Headset", "Noise-Cancelling Headset"],
        specs: [["USB-A", "USB-C", "Bluetooth"]],
        colors: ["Black", "Gray"],
        units: [each(1999, 29999)],
        sentences: ["Noise-cancelling microphone keeps calls clear.", "Certified for Microsoft Teams and Zoom."],
      },
    ]),
    sub("shredders", "Shredders", 1, [
      {
        kind: "shredder",
        weight: 1,
        brands: ["Fellowes", "Swingline", "Quire"],
        models: { Fellowes: ["Powershred", "AutoMax"], Swingline: ["Stack-and-Shred", "TAA Compliant"], Quire: ["Office"] },
        lines: ["Office"],
        nouns: ["Shredder"],
        specs: [
          ["8-Sheet", "12-Sheet", "16-Sheet", "100-Sheet Auto Feed"],
          ["Micro-Cut", "Cross-Cut"],
        ],
        units: [each(4999, 49999)],
        sentences: ["Shreds paper, staples and credit cards.", "Jam-proof system and a pull-out basket."],
      },
    ]),
  ],
};

// --- Breakroom (division 7) -----------------------------------------------------------------
const breakroom: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "breakroom",
  name: "Breakroom",
  parentId: null,
  division: 7,
  department: 70,
  subcategories: [
    sub("coffee", "Coffee", 3, [
      {
        kind: "coffee",
        weight: 2,
        brands: ["Keurig", "Green Mountain Coffee", "Folgers", "Starbucks", "Quire"],
        models: {
          Keurig: ["Original Donut Shop", "Breakfast Blend"],
          "Green Mountain Coffee": ["Breakfast Blend", "Dark Magic"],
          Folgers: ["Classic Roast", "Black Silk"],
          Starbucks: ["Pike Place", "French Roast"],
          Quire: ["Colombian", "House Blend"],
        },
        lines: ["Colombian"],
        nouns: ["K-Cup Pods", "Coffee Pods"],
        specs: [["Medium Roast", "Dark Roast", "Light Roast"]],
        units: [box(24, 1299, 2499), box(96, 4499, 7999)],
        sentences: ["Rich, balanced flavour in every cup.", "100% Arabica beans, roasted for freshness."],
      },
      {
        kind: "coffee",
        weight: 1,
        brands: ["Folgers", "Starbucks", "Quire", "Green Mountain Coffee"],
        models: {
          Folgers: ["Classic Roast", "Black Silk"],
          Starbucks: ["Pike Place", "French Roast"],
          Quire: ["Colombian", "House Blend"],
          "Green Mountain Coffee": ["Breakfast Blend", "Dark Magic"],
        },
        lines: ["Colombian"],
        nouns: ["Ground Coffee", "Whole Bean Coffee"],
        specs: [["12 oz. Bag", "25.9 oz. Canister", "2 lb. Bag"]],
        units: [each(899, 2499)],
        sentences: ["Rich, balanced flavour in every cup.", "Roasted and packed for freshness."],
      },
      {
        kind: "coffee",
        weight: 1,
        brands: ["Keurig", "Mr. Coffee", "Cuisinart"],
        models: { Keurig: ["K-Express", "K-Elite", "K-Supreme"], "Mr. Coffee": ["Programmable"], Cuisinart: ["Brew Central"] },
        lines: ["Programmable"],
        nouns: ["Single Serve Coffee Maker", "12-Cup Coffee Maker"],
        nounsFor: { Keurig: ["Single Serve Coffee Maker"], "Mr. Coffee": ["12-Cup Coffee Maker"] },
        specs: [],
        colors: ["Black", "Brushed Silver", "Red"],
        units: [each(4999, 19999)],
        sentences: ["Brews a fresh cup in under a minute.", "Removable reservoir for easy refills."],
      },
    ]),
    sub("cups-plates", "Cups & Plates", 2, [
      {
        kind: "cup",
        weight: 1,
        brands: ["Dixie", "Solo", "Quire"],
        lines: ["PerfecTouch", "Everyday", "Compostable"],
        linesFor: { "Paper Plates": ["Everyday", "Compostable", "Heavy Duty"] },
        nouns: ["Hot Cups", "Paper Plates", "Cold Cups"],
        specs: [["8 oz.", "12 oz.", "16 oz.", "20 oz."]],
        specsFor: [{ match: "Plates", specs: [['6"', '9"', '10"']] }],
        units: [pack(50, 399, 999), caseOf(500, "500/Case", 2999, 6999), pack(100, 699, 1599)],
        sentences: ["Insulated to keep drinks hot and hands comfortable.", "Sturdy enough for a full meal."],
      },
    ]),
    sub("snacks", "Snacks", 2, [
      {
        kind: "snacks",
        weight: 1,
        brands: ["Nature Valley", "Quire", "KIND", "Planters"],
        lines: ["Crunchy", "Variety", "Sweet & Salty"],
        linesFor: { "Mixed Nuts": ["Deluxe", "Lightly Salted", "Honey Roasted"] },
        nouns: ["Granola Bars", "Snack Variety Pack", "Mixed Nuts"],
        nounsFor: {
          "Nature Valley": ["Granola Bars", "Snack Variety Pack"],
          KIND: ["Granola Bars", "Snack Variety Pack"],
          Planters: ["Mixed Nuts"],
        },
        specs: [["1.5 oz.", "1.2 oz."]],
        units: [box(48, 1999, 3999), box(24, 999, 2499)],
        sentences: ["Individually wrapped for the breakroom or on the go."],
      },
    ]),
    sub("water-beverages", "Water & Beverages", 2, [
      {
        kind: "water",
        weight: 1,
        brands: ["Poland Spring", "Quire", "LaCroix"],
        models: { "Poland Spring": ["Natural"], Quire: ["Purified", "Natural"], LaCroix: ["Pure", "Lime", "Pamplemousse"] },
        lines: ["Purified"],
        nouns: ["Bottled Water", "Spring Water"],
        nounsFor: { LaCroix: ["Sparkling Water"], Quire: ["Bottled Water", "Spring Water"] },
        specs: [["16.9 oz.", "12 oz.", "8 oz."]],
        units: [caseOf(24, "24/Case", 499, 1699), caseOf(40, "40/Case", 899, 2499)],
        sentences: ["Refreshing and ready to drink.", "Recyclable bottles."],
      },
    ]),
  ],
};

// --- Cleaning (division 9) ------------------------------------------------------------------
const cleaning: Omit<TopCategoryDef, "id" | "sortOrder"> = {
  slug: "cleaning",
  name: "Cleaning",
  parentId: null,
  division: 9,
  department: 90,
  subcategories: [
    sub("disinfecting-wipes-sprays", "Disinfecting Wipes & Sprays", 3, [
      {
        kind: "cleaner",
        weight: 1,
        brands: ["Clorox", "Lysol", "Quire"],
        lines: ["Disinfecting", "Multi-Surface", "Bleach-Free"],
        nouns: ["Wipes", "Disinfectant Spray", "All-Purpose Cleaner"],
        specs: [["Fresh Scent", "Lemon", "Crisp Linen", "Unscented"]],
        units: [each(499, 1299), pack(3, 999, 2499), caseOf(6, "6/Case", 2499, 4999)],
        sentences: ["Kills 99.9% of viruses and bacteria.", "Safe on sealed surfaces throughout the office."],
      },
    ]),
    sub("paper-towels-tissue", "Paper Towels & Tissue", 3, [
      {
        kind: "paper-towels",
        weight: 1,
        brands: ["Bounty", "Quire", "Scott"],
        models: {
          Bounty: ["Select-A-Size", "Essentials"],
          Scott: ["Multifold", "Choose-A-Sheet"],
          Quire: ["2-Ply", "Multifold"],
        },
        lines: [""],
        nouns: ["Paper Towels"],
        specs: [["Double Rolls", "Full Rolls", "Mega Rolls"]],
        units: [caseOf(12, "12 Rolls/Case", 1499, 4999), pack(6, 999, 2499)],
        sentences: ["Strong and absorbent for quick clean-ups.", "Perforated sheets tear off cleanly."],
      },
      {
        kind: "paper-towels",
        weight: 1,
        brands: ["Kleenex", "Quire", "Scott"],
        lines: ["2-Ply", "Ultra Soft", "Everyday"],
        nouns: ["Facial Tissue", "Toilet Paper"],
        nounsFor: { Kleenex: ["Facial Tissue"] },
        specs: [["Cube Boxes", "Flat Boxes", "Standard Rolls"]],
        specsFor: [
          { match: "Facial Tissue", specs: [["Cube Boxes", "Flat Boxes"]] },
          { match: "Toilet Paper", specs: [["Standard Rolls", "Double Rolls", "Jumbo Rolls"]] },
        ],
        units: [caseOf(16, "16/Case", 2999, 6999), pack(6, 999, 2499)],
        sentences: ["Soft on hands, strong when it matters.", "Sized for offices, restrooms and breakrooms."],
      },
    ]),
    sub("trash-bags", "Trash Bags", 2, [
      {
        kind: "trash-bag",
        weight: 1,
        brands: ["Hefty", "Glad", "Quire"],
        models: { Hefty: ["Ultra Strong", "Strong"], Glad: ["ForceFlex", "ForceFlexPlus"] },
        lines: ["Heavy Duty", "Everyday"],
        nouns: ["Trash Bags", "Contractor Bags"],
        specs: [
          ["13 Gallon", "33 Gallon", "45 Gallon"],
          ["Drawstring", "Flap Tie"],
        ],
        units: [box(90, 999, 2499), box(40, 899, 2199), caseOf(250, "250/Case", 2999, 4999)],
        sentences: ["Tear-resistant plastic holds heavy loads.", "Odour control keeps the office fresh."],
      },
    ]),
    sub("hand-soap-sanitizer", "Hand Soap & Sanitizer", 2, [
      {
        kind: "soap",
        weight: 1,
        brands: ["Purell", "Softsoap", "Quire"],
        models: { Purell: ["Advanced"], Softsoap: ["Moisturizing", "Antibacterial"] },
        lines: ["Advanced", "Foaming"],
        nouns: ["Hand Sanitizer", "Hand Soap"],
        nounsFor: { Purell: ["Hand Sanitizer"], Softsoap: ["Hand Soap"] },
        specs: [["8 oz. Pump", "12 oz. Pump", "1 Liter Refill"]],
        units: [each(299, 1299), caseOf(12, "12/Case", 2499, 5999)],
        sentences: ["Kills 99.99% of common germs.", "Gentle formula with moisturisers."],
      },
    ]),
  ],
};

function sub(slug: string, name: string, weight: number, families: ProductFamily[]): SubcategoryDef {
  // ids, division and department are filled in by buildCatalogue()
  return { id: 0, slug, name, parentId: null, division: 0, department: 0, sortOrder: 0, weight, families };
}

export const PROTECTION_PLANS_SLUG = "protection-plans";
export const WARRANTY_DIVISION = 8;
export const WARRANTY_DEPARTMENT = 88;

export const GIFT_CARDS_SLUG = "gift-cards";

export interface Catalogue {
  top: TopCategoryDef[];
  /** subcategories that get generated products (not Protection Plans, not Gift Cards) */
  productSubcategories: SubcategoryDef[];
  protectionPlans: CategoryDef;
  /** the gift cards the store sells (gift-card-products.ts), outside the generated catalogue */
  giftCards: { top: CategoryDef; eDelivery: CategoryDef; physical: CategoryDef };
  all: CategoryDef[];
  byId: Map<number, CategoryDef>;
}

/**
 * Category ids: top-level 1..8 (9 Gift Cards), subcategories 10*parent + k (e.g. 61 Printers). Division and
 * department: top-level categories use division d and department 10*d; subcategories 10*d + k.
 * Protection Plans is division 8 / department 88 and no other category uses 8 or 88.
 */
function buildCatalogue(): Catalogue {
  const tops = [inkAndToner, paper, writing, filing, furniture, technology, breakroom, cleaning];
  const top: TopCategoryDef[] = [];
  const productSubcategories: SubcategoryDef[] = [];
  const all: CategoryDef[] = [];
  let protectionPlans: CategoryDef | null = null;
  tops.forEach((t, i) => {
    const id = i + 1;
    const subs = t.subcategories.map((s, k) => ({
      ...s,
      id: id * 10 + k + 1,
      parentId: id,
      division: t.division,
      department: t.division * 10 + k + 1,
      sortOrder: k + 1,
    }));
    const def: TopCategoryDef = { ...t, id, sortOrder: i + 1, subcategories: subs };
    top.push(def);
    all.push(stripCategory(def));
    for (const s of subs) {
      all.push(stripCategory(s));
      productSubcategories.push(s);
    }
    if (t.slug === "technology") {
      protectionPlans = {
        id: id * 10 + subs.length + 1,
        slug: PROTECTION_PLANS_SLUG,
        name: "Protection Plans",
        parentId: id,
        division: WARRANTY_DIVISION,
        department: WARRANTY_DEPARTMENT,
        sortOrder: subs.length + 1,
      };
      all.push(protectionPlans);
    }
  });
  if (!protectionPlans) throw new Error("catalogue: no Technology category");
  // Gift Cards come after the generated categories (id 9, division 10): no product families, so
  // adding them changed no generated product.
  const giftId = tops.length + 1;
  const giftDivision = 10;
  const giftCategory = (k: number, slug: string, name: string): CategoryDef => ({
    id: giftId * 10 + k,
    slug,
    name,
    parentId: giftId,
    division: giftDivision,
    department: giftDivision * 10 + k,
    sortOrder: k,
  });
  const giftCards = {
    top: {
      id: giftId,
      slug: GIFT_CARDS_SLUG,
      name: "Gift Cards",
      parentId: null,
      division: giftDivision,
      department: giftDivision * 10,
      sortOrder: giftId,
    },
    eDelivery: giftCategory(1, "e-gift-cards", "E-Gift Cards"),
    physical: giftCategory(2, "physical-gift-cards", "Physical Gift Cards"),
  };
  all.push(giftCards.top, giftCards.eDelivery, giftCards.physical);
  return { top, productSubcategories, protectionPlans, giftCards, all, byId: new Map(all.map((c) => [c.id, c])) };
}

function stripCategory(c: CategoryDef): CategoryDef {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    parentId: c.parentId,
    division: c.division,
    department: c.department,
    sortOrder: c.sortOrder,
  };
}

export const CATALOGUE: Catalogue = buildCatalogue();

/** Brands in id order (id = index + 1). Each is tied to the categories whose families list it. */
export const BRAND_NAMES: string[] = (() => {
  const names: string[] = [];
  for (const t of CATALOGUE.top) {
    for (const s of t.subcategories) {
      for (const f of s.families) {
        for (const b of f.brands) if (!names.includes(b)) names.push(b);
      }
    }
  }
  // the house brand first, the rest alphabetically: stable ids whatever the family order
  const rest = names.filter((n) => n !== "Quire").sort((a, b) => a.localeCompare(b, "en"));
  return ["Quire", ...rest];
})();

/** Brand name -> ids of the (sub)categories it makes. */
export const BRAND_CATEGORIES: Map<string, number[]> = (() => {
  const map = new Map<string, number[]>();
  for (const t of CATALOGUE.top) {
    for (const s of t.subcategories) {
      for (const f of s.families) {
        for (const b of f.brands) {
          const list = map.get(b) ?? [];
          if (!list.includes(s.id)) list.push(s.id);
          map.set(b, list);
        }
      }
    }
  }
  const quire = map.get("Quire") ?? [];
  quire.push(CATALOGUE.protectionPlans.id);
  map.set("Quire", quire);
  return map;
})();

export function slugify(text: string, maxLength = 200): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['\u2019]/g, "")
    .replace(/&/g, " and ")
    .replace(/"/g, " in ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > maxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/g, "");
}

/** Protection plans: price bands (final price of the covered item, cents) x terms. */
export const WARRANTY_BANDS: { min: number; max: number; label: string; prices: [number, number] }[] = [
  { min: 5000, max: 9999, label: "$50-$99.99", prices: [999, 1499] },
  { min: 10000, max: 19999, label: "$100-$199.99", prices: [1999, 2999] },
  { min: 20000, max: 29999, label: "$200-$299.99", prices: [3499, 4999] },
  { min: 30000, max: 49999, label: "$300-$499.99", prices: [4999, 7499] },
  { min: 50000, max: 99999, label: "$500-$999.99", prices: [7999, 11999] },
  { min: 100000, max: 199999, label: "$1,000-$1,999.99", prices: [12999, 18999] },
];
export const WARRANTY_TERMS = [2, 3] as const;
