import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { CspNonceContext } from "./document-context";
import { rewriteDeferredScripts as deferScripts } from "./deferred-scripts";
import { SPANISH } from "./i18n/catalogue";
import { addCatalogue } from "./lib/i18n";

// The server renders pages in every language, so it holds every catalogue from the start.
addCatalogue("es", SPANISH);

// React Router's default server entry for Node, plus the request's Content-Security-Policy nonce
// (from the load context) on every script React and React Router write inline.

export const streamTimeout = 5_000;

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
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
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
          let sendScheduled = false;
          // React writes what it has rendered in 4 KB pieces, all in one go: they are sent on
          // together once it has finished (a microtask later), one piece where there were 20 or
          // more for a product page, each of which cost its way through the rewrite, the web stream
          // React Router hands over and the compression (decision 053). The page still streams:
          // whatever React writes later goes out as soon as it has been written.
          const sendWritten = () => {
            sendScheduled = false;
            const cut = pending.lastIndexOf("<");
            const keep = cut !== -1 && pending.indexOf(">", cut) === -1 ? cut : pending.length;
            const ready = pending.slice(0, keep);
            pending = pending.slice(keep);
            if (ready) body.push(deferScripts(ready));
          };
          const body = new Transform({
            // The scripts wait for the first view to be painted (deferred-scripts.ts): their
            // preloads and React Router's module script are renamed as the page streams out. A
            // tag cut between two chunks is held back and completed from the next one.
            transform(chunk: Buffer, _encoding, callback) {
              pending += decoder.write(chunk);
              if (!sendScheduled) {
                sendScheduled = true;
                queueMicrotask(sendWritten);
              }
              callback();
            },
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const rest = pending + decoder.end();
              pending = "";
              if (rest) this.push(deferScripts(rest));
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

// A loader's or action's error goes to the server, which logs it with the request's id and answers
// 503 when the database is unavailable (decision 054); React Router's default only prints it.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const report = (context as Partial<AppLoadContext> | undefined)?.reportError;
  if (report) report(error, request.signal.aborted);
  else if (!request.signal.aborted) console.error(error);
};
