import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { Link, RouterProvider, createMemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { FastLink, FastLinkProvider } from "./fast-link";

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function routerWith(element: ReactNode, provided = true) {
  const page = (
    <>
      {element}
      <Where />
    </>
  );
  return createMemoryRouter([{ path: "*", element: provided ? <FastLinkProvider>{page}</FastLinkProvider> : page }], {
    initialEntries: ["/start"],
  });
}

async function renderInRouter(element: ReactNode) {
  const router = routerWith(element);
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return router;
}

afterEach(cleanup);

describe("FastLink", () => {
  it("renders the anchor <Link> renders for the same path", () => {
    const fast = renderToString(
      <RouterProvider router={routerWith(<FastLink to="/c/paper?sort=price#top" className="x" aria-label="Paper" />)} />,
    );
    const link = renderToString(
      <RouterProvider router={routerWith(<Link to="/c/paper?sort=price#top" className="x" aria-label="Paper" />)} />,
    );
    expect(fast).toBe(link);
    expect(fast).toContain('href="/c/paper?sort=price#top"');
    expect(fast).toContain('data-discover="true"');
  });

  it("a plain click navigates client-side", async () => {
    await renderInRouter(<FastLink to="/stores?zip=01760">Stores</FastLink>);
    const event = fireEvent.click(screen.getByRole("link", { name: "Stores" }));
    await act(async () => {});
    expect(event).toBe(false); // the browser's own navigation was prevented
    expect(screen.getByTestId("where").textContent).toBe("/stores?zip=01760");
  });

  it("a click with a modifier key, or for another tab, is the browser's", async () => {
    await renderInRouter(
      <>
        <FastLink to="/a">A</FastLink>
        <FastLink to="/b" target="_blank">
          B
        </FastLink>
      </>,
    );
    // what the link left to the browser, noted (and then stopped: the test's document goes nowhere)
    const leftToBrowser: boolean[] = [];
    const note = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", note);
    fireEvent.click(screen.getByRole("link", { name: "A" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "B" }));
    document.removeEventListener("click", note);
    await act(async () => {});
    expect(leftToBrowser).toEqual([true, true]);
    expect(screen.getByTestId("where").textContent).toBe("/start");
  });

  it("an onClick that prevents the default keeps the page (a link opening a drawer)", async () => {
    await renderInRouter(
      <FastLink to="/gift-cards/balance" onClick={(event) => event.preventDefault()}>
        Balance
      </FastLink>,
    );
    fireEvent.click(screen.getByRole("link", { name: "Balance" }));
    await act(async () => {});
    expect(screen.getByTestId("where").textContent).toBe("/start");
  });

  it("a path that is not absolute, or no provider, is left to <Link>", async () => {
    const router = routerWith(<FastLink to="relative">Relative</FastLink>);
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(screen.getByRole("link", { name: "Relative" }).getAttribute("href")).toBe("/start/relative");
    cleanup();
    render(<RouterProvider router={routerWith(<FastLink to="/plain">Plain</FastLink>, false)} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole("link", { name: "Plain" }));
    await act(async () => {});
    expect(screen.getByTestId("where").textContent).toBe("/plain");
  });
});
