import type { MergeReport } from "@quire/domain";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, data } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { MERGE_REPORT_KEY } from "../../../lib/merge-report";
import { loadAccountValidation } from "../hooks/use-session-form";
import { SignInForm } from "./sign-in-form";

const merge: MergeReport = {
  merged: [{ itemId: "100", name: "Stapler", qtyAdded: 2, qtyAfter: 2 }],
  notMerged: [],
  couponsAdded: [],
};

/** A refusal as the login page's action answers it (lib/form-actions.server.ts). */
function refusal(status: number, body: { code: string; message: string; fields?: Record<string, string> }) {
  return data({ refusal: { intent: "sign-in", target: null, status, ...body } }, { status });
}

let loginAnswer: () => unknown;
/** the forms the login page's action received */
let posted: Record<string, FormDataEntryValue>[];

// The form is shown on any page (the login page, the checkout drawer): it posts to the login page's
// action wherever it is, here from "/".
async function renderForm(onSignedIn = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ csrfToken: "token-1" }),
        children: [
          { index: true, element: <SignInForm onSignedIn={onSignedIn} /> },
          {
            path: "office/supplies/login",
            action: async ({ request }) => {
              posted.push(Object.fromEntries(await request.formData()));
              return loginAnswer();
            },
          },
        ],
      },
    ],
    { hydrationData: { loaderData: { root: { csrfToken: "token-1" } } } },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
  return { onSignedIn, router };
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
  await Promise.all([loadAccountValidation(), import("../../../lib/session-sync")]);
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  posted = [];
  loginAnswer = () => ({ answer: { merge: null } });
});

afterEach(() => {
  cleanup();
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
    expect(posted).toEqual([]);
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
    expect(posted).toEqual([]);
  });

  it("the inputs carry the field limits", async () => {
    await renderForm();
    expect(email().maxLength).toBe(254);
    expect(password().maxLength).toBe(128);
    expect(email().autocomplete).toBe("username");
    expect(password().autocomplete).toBe("current-password");
  });

  it("wrong credentials: the server's message in the summary, the password cleared, the email kept", async () => {
    loginAnswer = () => refusal(401, { code: "INVALID_CREDENTIALS", message: "The email or password you entered is incorrect." });
    const { onSignedIn } = await renderForm();
    fireEvent.change(email(), { target: { value: "registered@quire.test" } });
    fireEvent.change(password(), { target: { value: "wrong-pass-1" } });
    await submit();
    await waitFor(() => expect(document.activeElement).toBe(summary()));
    expect(summary().textContent).toContain("The email or password you entered is incorrect.");
    expect(password().value).toBe("");
    expect(email().value).toBe("registered@quire.test");
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign in" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("server field errors show inline and in the summary", async () => {
    loginAnswer = () =>
      refusal(400, { code: "VALIDATION_ERROR", message: "Check the form.", fields: { email: "Email is not valid." } });
    await renderForm();
    fireEvent.change(email(), { target: { value: "a@b.co" } });
    fireEvent.change(password(), { target: { value: "x" } });
    await submit();
    await waitFor(() => expect(describedText(email())).not.toBe(""));
    expect(describedText(email())).toBe("Email is not valid.");
    expect(within(summary()).getByRole("link", { name: "Email is not valid." })).toBeTruthy();
    expect(summary().textContent).not.toContain("Check the form.");
  });

  it("too many attempts shows the server's message", async () => {
    loginAnswer = () => refusal(429, { code: "TOO_MANY_ATTEMPTS", message: "Too many attempts. Try again in 5 minutes." });
    await renderForm();
    fireEvent.change(email(), { target: { value: "a@b.co" } });
    fireEvent.change(password(), { target: { value: "x" } });
    await submit();
    await waitFor(() => expect(summary().textContent).toContain("Too many attempts. Try again in 5 minutes."));
  });

  it("success: posts the form's fields to the login page's action, drops the guest caches, keeps the merge report and hands over", async () => {
    loginAnswer = () => ({ answer: { merge } });
    sessionStorage.setItem("cart", "{}");
    sessionStorage.setItem("sfl", "[]");
    localStorage.setItem("nc", "{}");
    localStorage.setItem("listitems", "[]");
    const { onSignedIn, router } = await renderForm();
    fireEvent.change(email(), { target: { value: "  registered@quire.test " } });
    fireEvent.change(password(), { target: { value: "Quire-demo-1" } });
    await submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([{ csrf: "token-1", email: "registered@quire.test", password: "Quire-demo-1", respond: "data" }]);
    expect(onSignedIn).toHaveBeenCalledWith({ merge });
    // the form stays on its page: the caller loads the next one
    expect(router.state.location.pathname).toBe("/");
    expect(sessionStorage.getItem("cart")).toBeNull();
    expect(sessionStorage.getItem("sfl")).toBeNull();
    expect(localStorage.getItem("nc")).toBeNull();
    expect(localStorage.getItem("listitems")).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(MERGE_REPORT_KEY) ?? "null")).toEqual(merge);
    expect(screen.getByRole("button", { name: "Signing in…" }).getAttribute("aria-disabled")).toBe("true");
  });
});
