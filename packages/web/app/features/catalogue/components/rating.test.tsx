import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Rating } from "./rating";

// A product's stars: the average and the count of its reviews, or nothing at all for a product
// nobody has reviewed yet (a new product, a membership), never "0.0 (0)".

afterEach(cleanup);

describe("Rating", () => {
  it("shows the average and how many reviews it comes from", () => {
    render(<Rating rating={4.26} count={1815} />);
    expect(screen.getByText(/4\.3 \(1,815/)).toBeTruthy();
    expect(screen.getByText("Rated 4.3 out of 5 from")).toBeTruthy();
  });

  it("shows nothing for a product with no reviews", () => {
    const { container } = render(<Rating rating={0} count={0} />);
    expect(container.textContent).toBe("");
    expect(container.querySelector(".rating")).toBeNull();
  });
});
