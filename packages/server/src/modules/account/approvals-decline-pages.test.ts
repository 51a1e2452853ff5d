import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestBrowser } from "../../test/test-browser";
import { type TestServer, startTestServer } from "../../test/test-server";

// Declining on the approvals page without JavaScript asks first (decision 040): the first post
// answers the confirmation with its reason field; only the confirmed post declines, with the reason.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ products: 60, serveWeb: true });
});
afterAll(async () => {
  await server?.close();
});

const ADVANTAGE = { host: "advantage.localhost" };
const FORM = "application/x-www-form-urlencoded";
const text = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

async function approver(): Promise<TestBrowser> {
  const browser = new TestBrowser(server.baseUrl, ADVANTAGE);
  await browser.signIn("approver@northwind.test");
  return browser;
}

async function post(browser: TestBrowser, fields: Record<string, string>) {
  const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
  return browser.call("POST", "/approvals", new URLSearchParams({ csrf, ...fields }).toString(), {
    "content-type": FORM,
    "x-csrf-token": "",
  });
}

async function status(orderNumber: string) {
  const row = await server.db
    .selectFrom("approvalOrders")
    .select(["status", "approvalComments"])
    .where("orderNumber", "=", orderNumber)
    .executeTakeFirstOrThrow();
  return row;
}

describe("Decline on the approvals page without JavaScript", () => {
  it("the first post shows the confirmation and changes nothing; the confirmed post declines with the reason", async () => {
    const browser = await approver();
    const page = await browser.call("GET", "/approvals");
    expect(page.status).toBe(200);
    expect(text(String(page.body))).toContain("Order 9100000102");

    const asked = await post(browser, { intent: "decline", orderNumber: "9100000102", comment: "Not this month" });
    expect(asked.status).toBe(200);
    const html = String(asked.body);
    expect(text(html)).toMatch(/Decline order 9100000102 ?\?/);
    expect(html).toMatch(/name="confirmed" value="yes"/);
    expect(html).toContain("Not this month");
    expect((await status("9100000102")).status).toBe("PENDING");

    const confirmed = await post(browser, {
      intent: "decline",
      orderNumber: "9100000102",
      confirmed: "yes",
      comment: "Not this month",
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/approvals?decided=9100000102&action=decline");
    expect(await status("9100000102")).toEqual({ status: "DECLINED", approvalComments: "Not this month" });
  });

  it("Approve stays one step", async () => {
    const browser = await approver();
    const reply = await post(browser, { intent: "approve", orderNumber: "9100000104", comment: "" });
    expect(reply.status).toBe(303);
    expect((await status("9100000104")).status).toBe("ACCEPTED");
  });

  it("the list's script posts the same form and is answered with data, not the next page", async () => {
    // React Router's data request for the approvals route's action, as a fetcher sends it
    const script = (browser: TestBrowser, fields: Record<string, string>) => {
      const csrf = decodeURIComponent(browser.cookies.get("quire_csrf") ?? "");
      return browser.call("POST", "/approvals.data", new URLSearchParams({ csrf, respond: "data", ...fields }).toString(), {
        "content-type": FORM,
        "x-csrf-token": "",
      });
    };
    const browser = await approver();
    const fields = { intent: "approve", orderNumber: "9100000103", comment: "Fine" };
    const decided = await script(browser, fields);
    expect(decided.status).toBe(200);
    expect(decided.headers.get("location")).toBeNull();
    expect(String(decided.body)).toContain("decided");
    expect(await status("9100000103")).toEqual({ status: "ACCEPTED", approvalComments: "Fine" });

    const again = await script(browser, fields);
    expect(again.status).toBe(404);
    expect(String(again.body)).toContain("This order is no longer waiting for approval.");

    // a guest's script is told in words, not sent to the sign-in page
    const guest = new TestBrowser(server.baseUrl, ADVANTAGE);
    await guest.call("GET", "/approvals");
    const signedOut = await script(guest, { intent: "approve", orderNumber: "9100000107", comment: "" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("location")).toBeNull();
    expect((await status("9100000107")).status).toBe("PENDING");
  });

  it("each order links to its page, which the approver can open (no dead end)", async () => {
    const browser = await approver();
    const html = String((await browser.call("GET", "/approvals")).body);
    expect(html).toMatch(/href="\/cc\/mmx\/orders\/9100000101"/);
    expect(text(html)).not.toContain("The order's lines are on its page.");
    const order = await browser.call("GET", "/cc/mmx/orders/9100000101");
    expect(order.status).toBe(200);
    expect(text(String(order.body))).toContain("Order 9100000101");
  });

  it("an order the approver placed is listed apart without buttons, and its form is refused as the call is (decision 059)", async () => {
    const morgan = await server.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "approver@northwind.test")
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable("approvalOrders")
      .set({ submittedByUserId: Number(morgan.id) })
      .where("orderNumber", "=", "9100000106")
      .execute();
    const browser = await approver();
    const html = String((await browser.call("GET", "/approvals")).body);
    const page = text(html);
    expect(page).toContain("Orders you placed");
    expect(page).toContain("You placed this order, so another approver on your account will approve or decline it.");
    // the order's own form is not there: no Approve, Decline or Change order for it
    expect(html).not.toMatch(/name="orderNumber" value="9100000106"/);
    expect(html).toMatch(/name="orderNumber" value="9100000107"/);

    for (const fields of [
      { intent: "approve", confirmed: "", orderNumber: "9100000106", comment: "" },
      { intent: "decline", orderNumber: "9100000106", confirmed: "yes", comment: "Changed my mind" },
    ]) {
      const reply = await post(browser, fields);
      expect(reply.status, fields.intent).toBe(403);
      expect(text(String(reply.body))).toContain(
        "You can't approve or decline an order you placed. Another approver on your account will decide.",
      );
    }
    expect(await status("9100000106")).toEqual({ status: "PENDING", approvalComments: "" });
  });
});
