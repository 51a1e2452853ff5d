import type { HeaderFooterData } from "@quire/domain";
import { act, cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeaderFooterApiError } from "../../../lib/header-footer-client";
import { headerFooter } from "../test-fixtures";
import { resetReloadGuard, useLiveHeaderFooter } from "./use-live-header-footer";

let visibility: DocumentVisibilityState = "visible";

function becomeVisible() {
  visibility = "visible";
  document.dispatchEvent(new Event("visibilitychange"));
}

function Probe(props: { initial: HeaderFooterData; fetchHeaderFooter: () => Promise<HeaderFooterData>; reload: () => void }) {
  const hf = useLiveHeaderFooter(props.initial, "dotcom", { fetchHeaderFooter: props.fetchHeaderFooter, reload: props.reload });
  return <p data-testid="welcome">{hf?.header.welcome.isLoggedIn ? "signed in" : "guest"}</p>;
}

async function renderProbe(fetchHeaderFooter: () => Promise<HeaderFooterData>, reload = vi.fn()) {
  const router = createMemoryRouter(
    [{ path: "*", element: <Probe initial={headerFooter()} fetchHeaderFooter={fetchHeaderFooter} reload={reload} /> }],
    { initialEntries: ["/search?query=ink"] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return reload;
}

beforeEach(() => {
  resetReloadGuard();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useLiveHeaderFooter", () => {
  it("re-reads the site data for this page when the tab becomes visible again", async () => {
    const fetchHeaderFooter = vi.fn(() => Promise.resolve(headerFooter({ welcome: { isLoggedIn: true, firstName: "Riley" } })));
    await renderProbe(fetchHeaderFooter);
    expect(screen.getByTestId("welcome").textContent).toBe("guest");
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(fetchHeaderFooter).not.toHaveBeenCalled();
    await act(async () => becomeVisible());
    expect(fetchHeaderFooter).toHaveBeenCalledWith("dotcom", "/search?query=ink", expect.any(AbortSignal));
    expect(screen.getByTestId("welcome").textContent).toBe("signed in");
  });

  it("a 401 reloads the page, once", async () => {
    const fetchHeaderFooter = vi.fn(() =>
      Promise.reject(new HeaderFooterApiError({ code: "SESSION_EXPIRED", message: "ended", status: 401 })),
    );
    const reload = await renderProbe(fetchHeaderFooter);
    await act(async () => becomeVisible());
    await act(async () => becomeVisible());
    expect(fetchHeaderFooter).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("other failures keep the header as it is", async () => {
    const fetchHeaderFooter = vi.fn(() =>
      Promise.reject(new HeaderFooterApiError({ code: "HTTP_500", message: "x", status: 500 })),
    );
    const reload = await renderProbe(fetchHeaderFooter);
    await act(async () => becomeVisible());
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByTestId("welcome").textContent).toBe("guest");
  });
});
