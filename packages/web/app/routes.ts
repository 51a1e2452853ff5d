import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("c/:category", "routes/category.tsx"),
  route("cart", "routes/cart.tsx", { id: "cart-dotcom" }),
  route("cc/mmx/cart", "routes/cart.tsx", { id: "cart-advantage" }),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/confirmation/:orderNumber", "routes/checkout-confirmation.tsx"),
  route("account/orders", "routes/orders.tsx", { id: "orders-dotcom" }),
  route("account/orders/:orderNumber", "routes/order-detail.tsx", { id: "order-detail-dotcom" }),
  route("cc/mmx/orders", "routes/orders.tsx", { id: "orders-advantage" }),
  route("cc/mmx/orders/:orderNumber", "routes/order-detail.tsx", { id: "order-detail-advantage" }),
  route("stores", "routes/stores.tsx"),
  route("office/supplies/login", "routes/login.tsx"),
  route("office/supplies/create-account", "routes/create-account.tsx"),
  route("office/supplies/logout", "routes/logout.tsx"),
  route("approvals", "routes/approvals.tsx"),
  route(":itemUrl", "routes/product.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
