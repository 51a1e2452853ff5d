// The page's scripts start after its first view is painted (decision 016).
//
// React Router writes the scripts' preloads and one inline module script that imports the route
// modules and hydrates. Both would start downloading as soon as the HTML is parsed, sharing a
// phone's bandwidth and main thread with the page's largest image. Every form and link on the page
// works without JavaScript (decision 013), so nothing is lost by letting that image paint first:
// the server entry renames the preloads and the module script as the page streams out, so that
// the browser leaves them alone, and the starter below (written by root.tsx) puts them back once
// the page has loaded and a frame has been painted, or after DEFERRED_SCRIPTS_LATEST_MS at most.

/** rel of React Router's `<link rel="modulepreload">` while its download waits for the first paint */
export const DEFERRED_PRELOAD_REL = "quire-deferred-modulepreload";
/** type of React Router's inline module script while it waits for the first paint */
export const DEFERRED_MODULE_TYPE = "quire/deferred-module";
/** a page whose load event is slow (a large image further down) still gets its scripts by then */
export const DEFERRED_SCRIPTS_LATEST_MS = 2500;

/** What the server entry writes instead of what React Router wrote, tag by tag. */
export const deferredScriptRewrites: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', `<link rel="${DEFERRED_PRELOAD_REL}"`],
  ['type="module" async=""', `type="${DEFERRED_MODULE_TYPE}"`],
];

/**
 * Writes each rewrite's replacement over every occurrence of what it replaces, in one pass.
 * Each pattern's next occurrence is looked up only after its previous one was used, so the page is
 * read about once per pattern: a regular expression alternation (or one search per occurrence from
 * the last) read the 30 KB between the head's preloads and the module script at the end again for
 * each of the twenty preloads, about a millisecond of every rendered page (decision 053).
 */
export function rewriteDeferredScripts(
  html: string,
  rewrites: ReadonlyArray<readonly [string, string]> = deferredScriptRewrites,
): string {
  const next = rewrites.map(([from]) => html.indexOf(from));
  let out = "";
  let done = 0;
  for (;;) {
    let first = -1;
    for (let k = 0; k < rewrites.length; k++) {
      if (next[k] !== -1 && (first === -1 || next[k]! < next[first]!)) first = k;
    }
    if (first === -1) return done === 0 ? html : out + html.slice(done);
    const [from, to] = rewrites[first]!;
    const at = next[first]!;
    out += html.slice(done, at) + to;
    done = at + from.length;
    // a pattern whose occurrence overlapped the one just replaced is looked for again after it
    for (let k = 0; k < rewrites.length; k++) {
      if (next[k] !== -1 && next[k]! < done) next[k] = html.indexOf(rewrites[k]![0], done);
    }
  }
}

/**
 * The inline (classic) script that starts the deferred scripts. It runs once, as the parser
 * reaches it; the module script it adds carries this script's nonce, so the page's
 * Content-Security-Policy lets it run.
 */
export const deferredScriptsStarter = `(function () {
  var nonce = document.currentScript && document.currentScript.nonce;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = document.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]');
    for (var i = 0; i < preloads.length; i++) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = preloads[i].getAttribute("href");
      document.head.appendChild(link);
    }
    // The module script in a task of its own: each piece of work stays short on a slow phone.
    setTimeout(function () {
      var waiting = document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');
      if (!waiting) return;
      var script = document.createElement("script");
      script.type = "module";
      if (nonce) script.nonce = nonce;
      script.textContent = waiting.textContent;
      document.body.appendChild(script);
    }, 0);
  }
  function afterNextPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  if (document.readyState === "complete") afterNextPaint();
  else addEventListener("load", afterNextPaint, { once: true });
  setTimeout(start, ${DEFERRED_SCRIPTS_LATEST_MS});
})();`;
