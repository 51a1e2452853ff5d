// @vitest-environment node
import type { MergeReport } from "@quire/domain";
import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createAccountFormAction, signInFormAction, signOutFormAction } from "./session-actions.server";

// The sign-in, create-account and sign-out actions against fake commands: the next page for a form
// posted without JavaScript, the data for the same form a hydrated page sends (respond=data).

type Answer = { ok: true; value: unknown } | { ok: false; status: number; code: string; message: string };

const merge: MergeReport = {
  merged: [{ itemId: "100", name: "Stapler", qtyAdded: 1, qtyAfter: 1 }],
  notMerged: [],
  couponsAdded: [],
};

function fakeCommands(answer: Answer) {
  return { run: vi.fn((_name: string, _fields: Record<string, string>) => Promise.resolve(answer)) };
}

type Action = (args: ActionFunctionArgs) => Promise<unknown>;

async function post(
  action: Action,
  path: string,
  fields: Record<string, string>,
  commands = fakeCommands({ ok: true, value: { merge } }),
) {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const context = { commands } as unknown as AppLoadContext;
  const result: unknown = await action({ request, context, params: {} } as unknown as ActionFunctionArgs);
  return { result, commands };
}

const location = (result: unknown) => (result instanceof Response ? result.headers.get("location") : null);

describe("session form actions", () => {
  it("sign-in without JavaScript: the command gets the form's fields, then back where the shopper was", async () => {
    const { result, commands } = await post(signInFormAction, "/office/supplies/login?jumpUrl=%2Fstores", {
      csrf: "t",
      email: "registered@quire.test",
      password: "Quire-demo-1",
    });
    expect(commands.run).toHaveBeenCalledWith("session.sign-in", { email: "registered@quire.test", password: "Quire-demo-1" });
    expect(location(result)).toBe("/stores");
  });

  it("sign-in from a hydrated form: the merge as data, no redirect", async () => {
    const { result } = await post(signInFormAction, "/office/supplies/login?jumpUrl=%2Fstores", {
      email: "registered@quire.test",
      password: "Quire-demo-1",
      respond: "data",
    });
    expect(result).toEqual({ answer: { merge } });
  });

  it("a refused sign-in answers the refusal with its status, with or without JavaScript", async () => {
    const refusal = {
      ok: false as const,
      status: 401,
      code: "INVALID_CREDENTIALS",
      message: "The email or password you entered is incorrect.",
    };
    const { result } = await post(
      signInFormAction,
      "/office/supplies/login",
      { email: "a@b.co", password: "wrong-pass-1", respond: "data" },
      fakeCommands(refusal),
    );
    expect(result).toMatchObject({
      init: { status: 401 },
      data: {
        refusal: { intent: "sign-in", code: "INVALID_CREDENTIALS", message: refusal.message, values: { email: "a@b.co" } },
      },
    });
  });

  it("create-account from a hydrated form: the merge as data; without JavaScript the next page", async () => {
    const fields = { email: "new@quire.test", password: "Quire-demo-1", firstName: "Ada", lastName: "Lee" };
    const scripted = await post(createAccountFormAction, "/office/supplies/create-account", { ...fields, respond: "data" });
    expect(scripted.commands.run).toHaveBeenCalledWith("session.register", fields);
    expect(scripted.result).toEqual({ answer: { merge } });
    const plain = await post(createAccountFormAction, "/office/supplies/create-account", fields);
    expect(location(plain.result)).toBe("/");
  });

  it("sign-out from a hydrated form answers data; an ended session (401) is signed out too; other failures are refused", async () => {
    const ok = await post(
      signOutFormAction,
      "/office/supplies/logout",
      { respond: "data" },
      fakeCommands({ ok: true, value: null }),
    );
    expect(ok.result).toEqual({ answer: null });
    const ended = { ok: false as const, status: 401, code: "UNAUTHORIZED", message: "Sign in first." };
    expect((await post(signOutFormAction, "/office/supplies/logout", { respond: "data" }, fakeCommands(ended))).result).toEqual({
      answer: null,
    });
    const broken = { ok: false as const, status: 500, code: "INTERNAL", message: "Something went wrong. Please try again." };
    const refused = await post(signOutFormAction, "/office/supplies/logout", { respond: "data" }, fakeCommands(broken));
    expect(refused.result).toMatchObject({ init: { status: 500 }, data: { refusal: { code: "INTERNAL" } } });
    const plain = await post(signOutFormAction, "/office/supplies/logout", {}, fakeCommands(broken));
    expect(location(plain.result)).toBe("/");
  });
});
