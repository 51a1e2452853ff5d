import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter, data } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApprovalOrder } from "../api/approvals-client";
import { ApprovalsList } from "./approvals-list";

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const orders: ApprovalOrder[] = [
  {
    cartId: "cart-1",
    orderNumber: "NW-1001",
    orderSubmittedBy: "Pat Buyer",
    approvalComments: "Toner for the 3rd floor",
    ownerProfileId: "profile-1",
    totalCents: 123456,
    createdAt: "2025-03-04T15:00:00.000Z",
  },
  {
    cartId: "cart-2",
    orderNumber: "NW-1002",
    orderSubmittedBy: "Sam Clerk",
    approvalComments: "",
    ownerProfileId: "profile-2",
    totalCents: 4999,
    createdAt: "2025-03-05T15:00:00.000Z",
  },
];

// The list is read by the browser's call; a decision is the page's form posted to the route's action.
let decideAnswer: () => unknown;
let decisions: FormData[] = [];
const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/sparxProxy/getApprovalOrdersData") {
    return Promise.resolve(answer(200, { data: { approvalsData: orders, count: orders.length } }));
  }
  return Promise.resolve(answer(404, { code: "NOT_FOUND", message: "Not found" }));
});

async function renderList() {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/approvals",
        loader: () => ({ csrfToken: "token-1" }),
        action: async ({ request }) => {
          decisions.push(await request.formData());
          return decideAnswer();
        },
        element: <ApprovalsList />,
      },
    ],
    { initialEntries: ["/approvals"] },
  );
  render(<RouterProvider router={router} />);
  await act(async () => {});
}

const list = () => screen.getByRole("list", { name: "Orders waiting for your approval" });

/** Decline, then the confirmation's Decline order. */
async function declineConfirmed(orderNumber: string, reason?: string) {
  fireEvent.click(screen.getByRole("button", { name: `Decline order ${orderNumber}` }));
  await act(async () => {});
  const confirm = screen.getByRole("group", { name: `Decline order ${orderNumber}?` });
  if (reason !== undefined) {
    fireEvent.change(within(confirm).getByRole("textbox", { name: "Reason for declining (optional)" }), {
      target: { value: reason },
    });
  }
  fireEvent.click(within(confirm).getByRole("button", { name: `Decline order ${orderNumber}` }));
  await act(async () => {});
}
/** What each decision posted, as the route's action reads it. */
const posted = () => decisions.map((form) => Object.fromEntries(form));

beforeEach(() => {
  document.cookie = "quire_csrf=token-1; path=/";
  fetchMock.mockClear();
  decisions = [];
  decideAnswer = () => ({ decided: { orderNumber: "", intent: "approve" } });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = "quire_csrf=; max-age=0; path=/";
});

describe("ApprovalsList", () => {
  it("renders each pending order with its number, buyer, date, total and comments", async () => {
    await renderList();
    const items = within(list()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole("heading", { level: 2, name: "Order NW-1001" })).toBeTruthy();
    expect(first.getByText("Pat Buyer")).toBeTruthy();
    expect(first.getByText("$1,234.56")).toBeTruthy();
    expect(first.getByText("Toner for the 3rd floor")).toBeTruthy();
    expect(first.getByText(/Mar [45], 2025/)).toBeTruthy();
    const comment = first.getByRole("textbox", { name: "Your comment on order NW-1001 (optional)" }) as HTMLTextAreaElement;
    expect(comment.maxLength).toBe(500);
    expect(first.getByRole("button", { name: "Approve order NW-1001" })).toBeTruthy();
    expect(first.getByRole("button", { name: "Decline order NW-1001" })).toBeTruthy();
    expect(within(items[1]!).getByText("None")).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/sparxProxy/getApprovalOrdersData")!;
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>)["x-csrf-token"]).toBe("token-1");
  });

  it("approving removes the order, announces it and sends the decision with the comment", async () => {
    await renderList();
    fireEvent.change(screen.getByRole("textbox", { name: /order NW-1001/ }), { target: { value: "  OK for Q1  " } });
    fireEvent.click(screen.getByRole("button", { name: "Approve order NW-1001" }));
    await act(async () => {});

    expect(screen.queryByRole("heading", { name: "Order NW-1001" })).toBeNull();
    expect(within(list()).getAllByRole("listitem")).toHaveLength(1);
    const status = screen.getAllByRole("status").find((s) => s.textContent === "Order NW-1001 approved.");
    expect(status).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    // The focus moves to the next order rather than being lost with the removed one.
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Order NW-1002" }));

    // the form the page posts without JavaScript, asking for data instead of the next page
    expect(posted()).toEqual([
      { csrf: "token-1", orderNumber: "NW-1001", comment: "  OK for Q1  ", intent: "approve", respond: "data" },
    ]);
  });

  it("declining the last order leaves the empty message", async () => {
    await renderList();
    await declineConfirmed("NW-1001");
    await declineConfirmed("NW-1002");
    expect(screen.getAllByRole("status").some((s) => s.textContent === "Order NW-1002 declined.")).toBe(true);
    const empty = screen.getByText("There are no orders waiting for your approval.");
    expect(document.activeElement).toBe(empty);
    expect(posted().map((form) => [form.orderNumber, form.intent, form.confirmed])).toEqual([
      ["NW-1001", "decline", "yes"],
      ["NW-1002", "decline", "yes"],
    ]);
  });

  it("Decline asks first: nothing is sent until the confirmation, which takes the focus and sends the reason", async () => {
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "Decline order NW-1001" }));
    await act(async () => {});
    expect(decisions).toHaveLength(0);
    const confirm = screen.getByRole("group", { name: "Decline order NW-1001?" });
    expect(document.activeElement).toBe(confirm);
    fireEvent.change(within(confirm).getByRole("textbox", { name: "Reason for declining (optional)" }), {
      target: { value: "Over budget this month" },
    });
    fireEvent.click(within(confirm).getByRole("button", { name: "Decline order NW-1001" }));
    await act(async () => {});
    expect(posted()).toEqual([
      {
        csrf: "token-1",
        orderNumber: "NW-1001",
        confirmed: "yes",
        comment: "Over budget this month",
        intent: "decline",
        respond: "data",
      },
    ]);
  });

  it("Keep order closes the confirmation without deciding", async () => {
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "Decline order NW-1002" }));
    await act(async () => {});
    fireEvent.click(screen.getByRole("link", { name: "Keep order NW-1002" }));
    await act(async () => {});
    expect(screen.queryByRole("group", { name: "Decline order NW-1002?" })).toBeNull();
    expect(decisions).toHaveLength(0);
    expect(document.activeElement?.textContent).toBe("Order NW-1002");
  });

  it("shows each order's lines and links to the order", async () => {
    const withLines: ApprovalOrder = {
      ...orders[0]!,
      lines: [{ itemId: "100123", name: "Swingline Stapler", qty: 3, unitPriceCents: 1299 }],
    };
    const router = createMemoryRouter(
      [{ path: "/approvals", element: <ApprovalsList initialOrders={[withLines]} orderHref={(n) => `/cc/mmx/orders/${n}`} /> }],
      { initialEntries: ["/approvals"] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {});
    const table = screen.getByRole("table", { name: "Items in order NW-1001" });
    const row = within(table).getByRole("row", { name: /Swingline Stapler/ });
    expect(within(row).getByText("3")).toBeTruthy();
    expect(within(row).getByText("$38.97")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View order NW-1001 details" }).getAttribute("href")).toBe("/cc/mmx/orders/NW-1001");
  });

  it("a Decline posted without JavaScript comes back as the confirmation, the comment kept", async () => {
    const router = createMemoryRouter(
      [
        {
          path: "/approvals",
          element: <ApprovalsList initialOrders={orders} confirmDecline={{ orderNumber: "NW-1002", comment: "Not now" }} />,
        },
      ],
      { initialEntries: ["/approvals"] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => {});
    const confirm = screen.getByRole("group", { name: "Decline order NW-1002?" });
    const reason = within(confirm).getByRole("textbox", { name: "Reason for declining (optional)" }) as HTMLTextAreaElement;
    expect(reason.value).toBe("Not now");
    expect(reason.name).toBe("comment");
    const form = reason.closest("form");
    expect(form?.querySelector<HTMLInputElement>('input[name="confirmed"]')?.value).toBe("yes");
  });

  it("a 409 shows the server's message in an alert and announces nothing", async () => {
    decideAnswer = () =>
      data(
        {
          refusal: {
            intent: "approve",
            target: "NW-1001",
            code: "ORDER_ALREADY_DECIDED",
            message: "Order NW-1001 has already been approved or declined.",
            status: 409,
          },
        },
        { status: 409 },
      );
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "Approve order NW-1001" }));
    await act(async () => {});
    expect(screen.getByRole("alert").textContent).toBe("Order NW-1001 has already been approved or declined.");
    expect(screen.getAllByRole("status").some((s) => s.textContent?.includes("approved."))).toBe(false);
    // It is no longer waiting: it leaves the list.
    expect(screen.queryByRole("heading", { name: "Order NW-1001" })).toBeNull();
  });

  it("another error keeps the order so it can be tried again", async () => {
    decideAnswer = () =>
      data({ refusal: { intent: "approve", target: "NW-1001", code: "INTERNAL", message: "", status: 500 } }, { status: 500 });
    await renderList();
    fireEvent.click(screen.getByRole("button", { name: "Approve order NW-1001" }));
    await act(async () => {});
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again.");
    expect(screen.getByRole("heading", { name: "Order NW-1001" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Approve order NW-1001" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("a refused list read shows the server's message, and no answer at all the general one", async () => {
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(answer(403, { code: "FORBIDDEN", message: "Only approvers can see orders waiting for approval." })),
    );
    await renderList();
    expect(screen.getByRole("alert").textContent).toBe("Only approvers can see orders waiting for approval.");
    cleanup();
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    await renderList();
    expect(screen.getByRole("alert").textContent).toBe("Something went wrong. Please try again.");
  });

  it("shows the empty message when nothing is waiting", async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(answer(200, { data: { approvalsData: [], count: 0 } })));
    await renderList();
    expect(screen.getByText("There are no orders waiting for your approval.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("lists the approver's own orders apart, with who decides them and no Approve or Decline (decision 059)", async () => {
    const own: ApprovalOrder[] = [
      {
        ...orders[1]!,
        orderNumber: "NW-1003",
        cartId: "cart-3",
        orderSubmittedBy: "Morgan Reyes",
        canDecide: false,
        waitingFor: "ANOTHER_APPROVER",
      },
      {
        ...orders[1]!,
        orderNumber: "NW-1004",
        cartId: "cart-4",
        orderSubmittedBy: "Morgan Reyes",
        canDecide: false,
        waitingFor: "ACCOUNT_ADMINISTRATOR",
      },
    ];
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(answer(200, { data: { approvalsData: [orders[0], ...own], count: 3 } })),
    );
    await renderList();
    expect(within(list()).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("1 order is waiting for your approval.")).toBeTruthy();
    const mine = within(screen.getByRole("list", { name: "Your orders waiting for another approver" })).getAllByRole("listitem");
    expect(mine).toHaveLength(2);
    expect(within(mine[0]!).getByRole("heading", { level: 3, name: "Order NW-1003" })).toBeTruthy();
    expect(
      within(mine[0]!).getByText("You placed this order, so another approver on your account will approve or decline it."),
    ).toBeTruthy();
    expect(
      within(mine[1]!).getByText("You placed this order, so your account's administrator will approve or decline it."),
    ).toBeTruthy();
    for (const orderNumber of ["NW-1003", "NW-1004"]) {
      expect(screen.queryByRole("button", { name: `Approve order ${orderNumber}` })).toBeNull();
      expect(screen.queryByRole("button", { name: `Decline order ${orderNumber}` })).toBeNull();
      expect(screen.queryByRole("button", { name: `Change order ${orderNumber}` })).toBeNull();
    }
    expect(screen.getByRole("button", { name: "Approve order NW-1001" })).toBeTruthy();
  });

  it("says nothing waits for the approver when every order listed is their own", async () => {
    const own = { ...orders[0]!, canDecide: false, waitingFor: "ANOTHER_APPROVER" as const };
    fetchMock.mockImplementationOnce(() => Promise.resolve(answer(200, { data: { approvalsData: [own], count: 1 } })));
    await renderList();
    expect(screen.getByText("There are no orders waiting for your approval.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Orders waiting for your approval" })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Orders you placed" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve order NW-1001" })).toBeNull();
  });
});
