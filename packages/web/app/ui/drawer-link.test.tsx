import * as Dialog from "@radix-ui/react-dialog";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter, RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DrawerLink, type DrawerLinkDrawerProps, lazyDrawer } from "./drawer-link";

// A header or footer item that opens a drawer: a plain link to its page before (and without)
// JavaScript, then a button-like link opening the drawer, which loads on the first click and
// gives the focus back to the link when it closes.

afterEach(cleanup);

function HelpDrawer({ open, onOpenChange, onCloseAutoFocus, opening }: DrawerLinkDrawerProps & { opening?: number }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title>Store help</Dialog.Title>
          {opening ? <p>Opening {opening}</p> : null}
          <Dialog.Close>Close store help</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A drawer loaded when asked for, and whether it has been. */
function lazyHelpDrawer() {
  const load = vi.fn(async () => HelpDrawer);
  return { Drawer: lazyDrawer(load), load };
}

async function renderLink(link: ReactNode) {
  const router = createMemoryRouter([
    { path: "/", element: link },
    { path: "/help", element: <h1>Help page</h1> },
  ]);
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return router;
}

describe("a link that opens a drawer", () => {
  it("is a plain link to its page without JavaScript, and loads nothing", () => {
    const { Drawer, load } = lazyHelpDrawer();
    const html = renderToString(
      <MemoryRouter>
        <DrawerLink to="/help" text="Store help" className="footer-link" drawer={(drawer) => <Drawer {...drawer} />} />
      </MemoryRouter>,
    );
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const link = within(holder).getByRole("link", { name: "Store help" });
    expect(link.getAttribute("href")).toBe("/help");
    expect(link.getAttribute("class")).toBe("footer-link");
    expect(link.hasAttribute("aria-haspopup")).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("opens the drawer, loaded on the first click, and gives the focus back to the link on Escape and on Close", async () => {
    const { Drawer, load } = lazyHelpDrawer();
    const onFollow = vi.fn();
    const router = await renderLink(
      <DrawerLink to="/help" text="Store help" onFollow={onFollow} drawer={(drawer) => <Drawer {...drawer} />} />,
    );
    const link = screen.getByRole("link", { name: "Store help" });
    expect(link.getAttribute("href")).toBe("/help");
    expect(link.getAttribute("aria-haspopup")).toBe("dialog");
    expect(load).not.toHaveBeenCalled();

    link.focus();
    fireEvent.click(link);
    const drawer = await screen.findByRole("dialog", { name: "Store help" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFollow).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/");

    fireEvent.keyDown(drawer, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link));

    fireEvent.click(link);
    const again = await screen.findByRole("dialog", { name: "Store help" });
    fireEvent.click(within(again).getByRole("button", { name: "Close store help" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(load).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/");
  });

  it("tells the drawer which opening it is, and sends the focus where the caller says", async () => {
    const { Drawer } = lazyHelpDrawer();
    const returnFocus = vi.fn((link: HTMLAnchorElement | null) => link?.closest("footer")?.querySelector("button")?.focus());
    await renderLink(
      <footer>
        <button type="button">Back to top</button>
        <DrawerLink
          to="/help"
          text="Store help"
          returnFocus={returnFocus}
          drawer={(drawer, opened) => <Drawer key={opened} {...drawer} opening={opened} />}
        />
      </footer>,
    );
    const link = screen.getByRole("link", { name: "Store help" });
    fireEvent.click(link);
    expect(within(await screen.findByRole("dialog")).getByText("Opening 1")).toBeTruthy();
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Back to top" })));
    expect(returnFocus).toHaveBeenCalledWith(link);

    fireEvent.click(link);
    expect(within(await screen.findByRole("dialog")).getByText("Opening 2")).toBeTruthy();
  });
});
