import { act, cleanup, render, screen } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { DefaultDomainProvider } from "./nav-item-link";
import { RichText } from "./rich-text";

async function renderRich(source: string, props: { inline?: boolean; links?: boolean } = {}) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <DefaultDomainProvider value="quire.test">
          <div data-testid="out">
            <RichText source={source} {...props} />
          </div>
        </DefaultDomainProvider>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return screen.getByTestId("out");
}

afterEach(cleanup);

describe("RichText", () => {
  it("renders bold, underline and superscript as elements", async () => {
    const out = await renderRich("Save **20%** on __ink__ today^1^");
    expect(out.querySelector("p")?.textContent).toBe("Save 20% on ink today1");
    expect(out.querySelector("b")?.textContent).toBe("20%");
    expect(out.querySelector("u")?.textContent).toBe("ink");
    expect(out.querySelector("sup")?.textContent).toBe("1");
  });

  it("renders bullet lines as a list and a newline as a line break", async () => {
    const out = await renderRich("Free delivery\nover $45\n\n- Paper\n- Pens");
    expect(out.querySelectorAll("p")).toHaveLength(1);
    expect(out.querySelector("p br")).not.toBeNull();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Paper", "Pens"]);
  });

  it("links follow the link rules: internal, external, and script urls as text", async () => {
    await renderRich("[Deals](/c/deals) or [our blog](https://blog.example.com/) or [chat](javascript:alert(1))");
    expect(screen.getByRole("link", { name: "Deals" }).getAttribute("href")).toBe("/c/deals");
    expect(screen.getByRole("link", { name: "our blog" }).getAttribute("href")).toBe("https://blog.example.com/");
    expect(screen.queryByRole("link", { name: "chat" })).toBeNull();
    expect(screen.getByText(/chat/)).toBeTruthy();
  });

  it("markup in the text stays text", async () => {
    const out = await renderRich('<img src=x onerror="alert(1)"> <b>bold</b>');
    expect(out.querySelector("img")).toBeNull();
    expect(out.querySelector("b")).toBeNull();
    expect(out.textContent).toBe('<img src=x onerror="alert(1)"> <b>bold</b>');
  });

  it("inline mode has no block elements, and links can be turned off (for text inside a link)", async () => {
    const out = await renderRich("**Sale** [now](/sale)\n\n- one", { inline: true, links: false });
    expect(out.querySelector("p, ul, li")).toBeNull();
    expect(out.querySelector("a")).toBeNull();
    expect(out.querySelector("b")?.textContent).toBe("Sale");
    expect(out.textContent).toBe("Sale nowone");
    expect(out.querySelectorAll("br")).toHaveLength(1);
  });
});
