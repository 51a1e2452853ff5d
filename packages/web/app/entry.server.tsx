import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext, PageStylesContext } from "./document-context";
import pageStyles from "./app.css?inline";

// React Router's default server entry for Node, plus the request's Content-Security-Policy nonce
// (from the load context) on every script React and React Router write inline.

export const streamTimeout = 5_000;

const MODULE_PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  const nonce = loadContext.cspNonce || undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots and SPA mode wait for all content to load before responding.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after `streamTimeout` so it has time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <PageStylesContext.Provider value={pageStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PageStylesContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        // A boundary that is ready when its part of the page is written goes in place. (React
        // otherwise moves a finished boundary of more than 500 bytes to the end of the stream, to
        // be put back by an inline script, once 12.8 KB have been written: without JavaScript it
        // would stay hidden.)
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const decoder = new StringDecoder("utf8");
          let pending = "";
          const body = new Transform({
            // The scripts' preloads are asked for at low priority: the page's text, styles and
            // largest image come first, and the scripts (which only enhance what is already
            // there) follow. A tag cut between two chunks is completed from the next one.
            transform(chunk: Buffer, _encoding, callback) {
              const text = pending + decoder.write(chunk);
              const cut = text.lastIndexOf("<");
              const keep = cut > text.length - MODULE_PRELOAD.length ? cut : text.length;
              pending = text.slice(keep);
              callback(null, text.slice(0, keep).replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD));
            },
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const rest = pending + decoder.end();
              if (rest) this.push(rest.replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD));
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);

          responseHeaders.set("Content-Type", "text/html");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject and are logged by React Router; later ones only here.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
