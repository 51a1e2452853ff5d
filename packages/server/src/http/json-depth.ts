/** The deepest nesting of arrays and objects any JSON call accepts. */
export const MAX_JSON_DEPTH = 32;

/** Whether the JSON text nests arrays or objects more than `limit` deep, read without parsing it. */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) {
      inString = true;
    } else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (ch === 93 /* ] */ || ch === 125 /* } */) {
      depth--;
    }
  }
  return false;
}
