import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PasswordField } from "./password-field";

afterEach(cleanup);

describe("PasswordField", () => {
  it("once the script runs, its toggle shows the password as text and hides it again, saying which it is", async () => {
    render(<PasswordField id="password" name="password" label="Password" />);
    await act(async () => {});
    const field = screen.getByLabelText("Password", { exact: true });
    expect(field.getAttribute("type")).toBe("password");

    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(field.getAttribute("type")).toBe("text");
    const hide = screen.getByRole("button", { name: "Hide password" });
    expect(hide.getAttribute("aria-pressed")).toBe("true");
    expect(hide.getAttribute("aria-controls")).toBe("password");

    fireEvent.click(hide);
    expect(field.getAttribute("type")).toBe("password");
    expect(screen.getByRole("button", { name: "Show password" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("without the script it is a plain password field with no toggle", () => {
    const html = renderToString(<PasswordField id="password" name="password" label="Password" />);
    expect(html).toContain('type="password"');
    expect(html).not.toContain("Show password");
  });
});
