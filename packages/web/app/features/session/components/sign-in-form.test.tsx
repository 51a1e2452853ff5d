import type { MergeReport } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MERGE_REPORT_KEY } from "../../../lib/merge-report";
import { loadAccountValidation, loadSessionClient } from "../hooks/use-session-form";
import { SignInForm } from "./sign-in-form";

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });
}

const merge: MergeReport = {
  merged: [{ itemId: "100", name: "Stapler", qtyAdded: 2, qtyAfter: 2 }],
  notMerged: [],
  couponsAdded: [],
};

let loginAnswer: () => Response;
const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/auth/login") return Promise.resolve(loginAnswer());
  return Promise.resolve(answer(200, { data: { session: {} } }));
});

async function renderForm(onSignedIn = vi.fn()) {
  const router = createMemoryRouter([{ path: "/", element: <SignInForm onSignedIn={onSignedIn} /> }]);
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return { onSignedIn };
}

const email = () => screen.getByLabelText("Email") as HTMLInputElement;
const password = () => screen.getByLabelText("Password") as HTMLInputElement;
const submit = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
  await act(async () => {});
};
const summary = () => screen.getByRole("alert");

function describedText(input: HTMLElement): string {
  return (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

beforeAll(async () => {
  // The form imports these on first submit; loaded here, that import settles within one turn.
  await Promise.all([loadAccountValidation(), loadSessionClient(), import("../../../lib/session-sync")]);
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = "quire_csrf=token-1; path=/";
  fetchMock.mockClear();
  loginAnswer = () => answer(200, { data: { session: { isLoggedIn: true }, merge: null } });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "quire_csrf=; max-age=0; path=/";
});

describe("SignInForm", () => {
  it("an empty submit lists both errors in the alert summary and ties each to its field", async () => {
    await renderForm();
    await submit();
    const alert = summary();
    expect(within(alert).getByRole("link", { name: "Enter your email address." })).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Enter your password." })).toBeTruthy();
    expect(document.activeElement).toBe(alert);
    expect(email().getAttribute("aria-invalid")).toBe("true");
    expect(describedText(email())).toBe("Enter your email address.");
    expect(describedText(password())).toBe("Enter your password.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a summary link moves the focus to its field", async () => {
    await renderForm();
    await submit();
    fireEvent.click(within(summary()).getByRole("link", { name: "Enter your password." }));
    expect(document.activeElement).toBe(password());
  });

  it("a malformed email is refused before sending", async () => {
    await renderForm();
    fireEvent.change(email(), { target: { value: "riley.example.com" } });
    fireEvent.change(password(), { target: { value: "secret-1" } });
    await submit();
    expect(describedText(email())).toBe("Invalid email address");
    expect(password().getAttribute("aria-invalid")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the inputs carry the field limits", async () => {
    await renderForm();
    expect(email().maxLength).toBe(254);
    expect(password().maxLength).toBe(128);
    expect(email().autocomplete).toBe("username");
    expect(password().autocomplete).toBe("current-password");
  });

  it("wrong credentials: the server's message in the summary, the password cleared, the email kept", async () => {
    loginAnswer = () => answer(401, { code: "INVALID_CREDENTIALS", message: "The email or password you entered is incorrect." });
    const { onSignedIn } = await renderForm();
    fireEvent.change(email(), { target: { value: "registered@quire.test" } });
    fireEvent.change(password(), { target: { value: "wrong-pass-1" } });
    await submit();
    expect(summary().textContent).toContain("The email or password you entered is incorrect.");
    expect(password().value).toBe("");
    expect(email().value).toBe("registered@quire.test");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign in" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("server field errors show inline and in the summary", async () => {
    loginAnswer = () =>
      answer(400, { code: "VALIDATION_ERROR", message: "Check the form.", fields: { email: "Email is not valid." } });
    await renderForm();
    fireEvent.change(email(), { target: { value: "a@b.co" } });
    fireEvent.change(password(), { target: { value: "x" } });
    await submit();
    expect(describedText(email())).toBe("Email is not valid.");
    expect(within(summary()).getByRole("link", { name: "Email is not valid." })).toBeTruthy();
    expect(summary().textContent).not.toContain("Check the form.");
  });

  it("too many attempts shows the server's message", async () => {
    loginAnswer = () =>
      answer(429, { code: "TOO_MANY_ATTEMPTS", message: "Too many attempts. Try again in 5 minutes." }, { "retry-after": "300" });
    await renderForm();
    fireEvent.change(email(), { target: { value: "a@b.co" } });
    fireEvent.change(password(), { target: { value: "x" } });
    await submit();
    expect(summary().textContent).toContain("Too many attempts. Try again in 5 minutes.");
  });

  it("success: sends the CSRF header, drops the guest caches, keeps the merge report and hands over", async () => {
    loginAnswer = () => answer(200, { data: { session: { isLoggedIn: true }, merge } });
    sessionStorage.setItem("cart", "{}");
    sessionStorage.setItem("sfl", "[]");
    localStorage.setItem("nc", "{}");
    localStorage.setItem("listitems", "[]");
    const { onSignedIn } = await renderForm();
    fireEvent.change(email(), { target: { value: "  registered@quire.test " } });
    fireEvent.change(password(), { target: { value: "Quire-demo-1" } });
    await submit();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/auth/login");
    expect(call).toBeTruthy();
    const init = call?.[1];
    expect(new Headers(init?.headers).get("x-csrf-token")).toBe("token-1");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "registered@quire.test", password: "Quire-demo-1" });
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(sessionStorage.getItem("sfl")).toBeNull();
    expect(localStorage.getItem("nc")).toBeNull();
    expect(localStorage.getItem("listitems")).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(MERGE_REPORT_KEY) ?? "null")).toEqual(merge);
    expect(screen.getByRole("button", { name: "Signing in…" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("without a CSRF cookie it asks for the session first (which sets one)", async () => {
    document.cookie = "quire_csrf=; max-age=0; path=/";
    await renderForm();
    fireEvent.change(email(), { target: { value: "a@b.co" } });
    fireEvent.change(password(), { target: { value: "x" } });
    await submit();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/session", "/api/auth/login"]);
  });
});
