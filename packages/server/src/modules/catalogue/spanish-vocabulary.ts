// The catalogue is named in English; a shopper may search it in Spanish (decision 077). Before a
// query is split into search terms, each Spanish word it holds becomes the catalogue's English
// term ("grapadoras" -> "stapler", "tinta" -> "ink"), whatever the site's language: a Spanish word
// typed on the English site finds the same products. Words that are not in the vocabulary (English
// words, brands, model and item numbers) are left as typed.

/**
 * Spanish words (lower case, accents off, singular) and their variants, to one English term the
 * catalogue's names, brands, categories or descriptions hold. Plurals are found by the rules in
 * `singularsOf`, so only irregular forms and regional variants are listed.
 */
const VOCABULARY: Record<string, string> = {
  // ink and toner
  tinta: "ink",
  cartucho: "cartridge",
  tambor: "drum",
  // paper and notebooks
  papel: "paper",
  hoja: "paper",
  cartulina: "cardstock",
  cuaderno: "notebook",
  libreta: "notebook",
  bloc: "pad",
  nota: "notes",
  sobre: "envelope",
  etiqueta: "label",
  // writing
  boligrafo: "pen",
  lapicero: "pen",
  pluma: "pen",
  birome: "pen",
  lapiz: "pencil",
  marcador: "marker",
  plumon: "marker",
  rotulador: "marker",
  resaltador: "highlighter",
  subrayador: "highlighter",
  pizarra: "whiteboard",
  pizarron: "whiteboard",
  // binders, filing, desk
  carpeta: "binder",
  archivador: "binder",
  grapadora: "stapler",
  engrapadora: "stapler",
  abrochadora: "stapler",
  corchetera: "stapler",
  presilladora: "stapler",
  grapa: "staples",
  perforadora: "punch",
  organizador: "organizer",
  bandeja: "tray",
  cinta: "tape",
  pegamento: "glue",
  adhesivo: "glue",
  // furniture
  silla: "chair",
  escritorio: "desk",
  mesa: "table",
  librero: "bookcase",
  estanteria: "bookcase",
  archivero: "cabinet",
  gabinete: "cabinet",
  // technology
  impresora: "printer",
  raton: "mouse",
  teclado: "keyboard",
  computadora: "laptop",
  portatil: "laptop",
  audifono: "headset",
  auricular: "headset",
  trituradora: "shredder",
  destructora: "shredder",
  camara: "webcam",
  // breakroom and cleaning
  cafe: "coffee",
  cafetera: "coffee",
  vaso: "cups",
  taza: "cups",
  plato: "plates",
  agua: "water",
  toallita: "wipes",
  toalla: "towels",
  panuelo: "tissue",
  bolsa: "bags",
  basura: "trash",
  jabon: "soap",
  desinfectante: "disinfectant",
  // gift cards
  tarjeta: "card",
  regalo: "gift",
};

/** Spanish words that join others ("cartuchos de tinta"): left out of a query that holds a Spanish term. */
const SPANISH_STOP_WORDS = new Set(["de", "del", "para", "con", "el", "la", "los", "las", "un", "una", "y", "e", "o"]);

/** The word as the vocabulary keys it: lower case, accents off ("Lápices" -> "lapices"). */
function plain(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "");
}

/** The word itself and the singulars its plural may have: "lapices" -> "lapiz", "grapadoras" -> "grapadora". */
function singularsOf(word: string): string[] {
  const forms = [word];
  if (word.length > 4 && word.endsWith("ces")) forms.push(`${word.slice(0, -3)}z`);
  if (word.length > 4 && word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

/** The English term of a Spanish word or one of its forms, else null. */
export function catalogueTermOf(word: string): string | null {
  for (const form of singularsOf(plain(word))) {
    const term = VOCABULARY[form];
    if (term !== undefined) return term;
  }
  return null;
}

/**
 * The query in the catalogue's terms: each Spanish word the vocabulary knows replaced by its
 * English term and, when there was one, the Spanish joining words left out. A query without a
 * Spanish word comes back as typed.
 */
export function inCatalogueTerms(query: string): string {
  const words = query.split(/\s+/).filter(Boolean);
  const terms = words.map(catalogueTermOf);
  if (terms.every((t) => t === null)) return query;
  return words
    .flatMap((word, i) => {
      const term = terms[i];
      if (term) return [term];
      return SPANISH_STOP_WORDS.has(plain(word)) ? [] : [word];
    })
    .join(" ");
}
