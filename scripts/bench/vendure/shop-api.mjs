// Vendure's side of scripts/bench/vendure.mjs: the shop API documents a storefront sends for the four
// paths, the customers prepared before the timed runs, and the paths as closedLoop request lists.
//
// The documents are those of Vendure's own storefront starters (the product page's product, the cart's
// order after an add), so each request costs what a storefront's would: the add answers with the whole
// order (lines, prices with tax, shipping, totals), the product with its variants, prices, stock level,
// assets, facets and collections.
import http from "node:http";
import { send } from "../checkout.mjs";

export const SHOP_API = "/shop-api";

export const ADD_ITEM = `mutation AddItemToOrder($variantId: ID!, $quantity: Int!) {
  addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
    __typename
    ... on Order {
      id code state active createdAt updatedAt couponCodes totalQuantity currencyCode
      subTotal subTotalWithTax shipping shippingWithTax total totalWithTax
      discounts { type description amount amountWithTax }
      taxSummary { description taxRate taxBase taxTotal }
      shippingLines { shippingMethod { id code name } priceWithTax }
      lines {
        id quantity unitPrice unitPriceWithTax linePrice linePriceWithTax discountedLinePriceWithTax
        featuredAsset { id preview }
        productVariant { id name sku price priceWithTax stockLevel product { id slug } }
      }
    }
    ... on ErrorResult { errorCode message }
  }
}`;

export const PRODUCT = `query Product($id: ID!) {
  product(id: $id) {
    id name slug description
    collections { id slug name breadcrumbs { id name slug } }
    facetValues { id code name facet { id code name } }
    featuredAsset { id preview }
    assets { id preview }
    variants {
      id name sku price priceWithTax currencyCode stockLevel
      featuredAsset { id preview }
      options { id code name groupId }
    }
  }
}`;

const json = (query, variables) => JSON.stringify({ query, variables });
const headersOf = (token) => ({
  "content-type": "application/json",
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A GraphQL error, or an ErrorResult where an Order was asked for: counted apart from throughput. */
export const graphqlError = (body) => body.includes('"errors"') || body.includes('"errorCode"');

/** One shop API exchange; the data, and the session token Vendure hands back (a new session's). */
export async function shopApi(agent, port, query, variables, token) {
  const res = await send(agent, port, {
    method: "POST",
    path: SHOP_API,
    host: `127.0.0.1:${port}`,
    headers: headersOf(token),
    body: json(query, variables),
  });
  if (res.status !== 200 || graphqlError(res.text))
    throw new Error(`Vendure shop API: HTTP ${res.status} ${res.text.slice(0, 300)}`);
  return { data: JSON.parse(res.text).data, token: res.headers["vendure-auth-token"] ?? token, bytes: res.text.length };
}

/** `count` products spread over the catalogue (ids in order, every n-th), each with its one variant. */
export async function benchProducts(port, count = 50) {
  const agent = new http.Agent({ keepAlive: true });
  try {
    const all = [];
    for (let skip = 0; ; skip += 100) {
      const { data } = await shopApi(
        agent,
        port,
        `query ($skip: Int!) { products(options: { skip: $skip, take: 100, sort: { id: ASC } }) {
          totalItems items { id variants { id stockLevel } } } }`,
        { skip },
      );
      all.push(...data.products.items.filter((p) => p.variants[0]?.stockLevel === "IN_STOCK"));
      if (skip + 100 >= data.products.totalItems) break;
    }
    if (all.length === 0) throw new Error("Vendure has no products in stock");
    const step = Math.max(1, Math.floor(all.length / count));
    return all
      .filter((_, i) => i % step === 0)
      .slice(0, count)
      .map((p) => ({ productId: p.id, variantId: p.variants[0].id }));
  } finally {
    agent.destroy();
  }
}

/**
 * `count` registered, signed-in customers (bench-<runId>-<i>@example.com), each with an active order
 * of five lines: its bearer token and the five variants.
 */
export async function prepareCustomers({ port, count, products, runId }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const customers = [];
  try {
    for (let i = 0; i < count; i++) {
      const emailAddress = `bench-${runId}-${i}@example.com`;
      const password = "Vendure-bench-1";
      const registered = await shopApi(
        agent,
        port,
        `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) {
          __typename ... on ErrorResult { errorCode message } } }`,
        { input: { emailAddress, password, firstName: "Bench", lastName: `Customer${i}` } },
      );
      if (registered.data.registerCustomerAccount.__typename !== "Success")
        throw new Error(`registering a customer: ${JSON.stringify(registered.data)}`);
      const { data, token } = await shopApi(
        agent,
        port,
        `mutation ($username: String!, $password: String!) { login(username: $username, password: $password) {
          __typename ... on CurrentUser { id } ... on ErrorResult { errorCode message } } }`,
        { username: emailAddress, password },
      );
      if (data.login.__typename !== "CurrentUser" || !token) throw new Error(`signing in: ${JSON.stringify(data)}`);
      const five = [0, 1, 2, 3, 4].map((k) => products[(i * 5 + k) % products.length].variantId);
      let order = null;
      for (const variantId of five) order = (await shopApi(agent, port, ADD_ITEM, { variantId, quantity: 1 }, token)).data;
      if (order.addItemToOrder.lines?.length !== 5)
        throw new Error(`a customer's order has ${order.addItemToOrder.lines?.length} lines, not 5`);
      customers.push({ token, five });
    }
  } finally {
    agent.destroy();
  }
  return customers;
}

/**
 * The four paths, as store-under-test.mjs's storePaths gives Quire's:
 *   first-add      addItemToOrder with no token: every request opens an anonymous session and its order
 *   existing-add   customer c's addItemToOrder, one more of each of its five lines in turn
 *   product-read   product(id:) with no token, rotating over the products
 *   product-page   the same product query with customer c's token (Vendure serves no page of its own)
 */
export function vendurePaths({ products, customers }) {
  const request = (query, variables, token) => ({
    method: "POST",
    path: SHOP_API,
    headers: headersOf(token),
    body: json(query, variables),
  });
  const rotate = (c, make) => products.map((_, k) => make(products[(c * 7 + k) % products.length]));
  const paths = new Map();
  paths.set("first-add", (c) => rotate(c, (p) => request(ADD_ITEM, { variantId: p.variantId, quantity: 1 })));
  paths.set("existing-add", (c) => {
    const customer = customers[c % customers.length];
    return customer.five.map((variantId) => request(ADD_ITEM, { variantId, quantity: 1 }, customer.token));
  });
  paths.set("product-read", (c) => rotate(c, (p) => request(PRODUCT, { id: p.productId })));
  paths.set("product-page", (c) => {
    const { token } = customers[c % customers.length];
    return rotate(c, (p) => request(PRODUCT, { id: p.productId }, token));
  });
  return paths;
}
