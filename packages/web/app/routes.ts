import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("c/:category", "routes/category.tsx"),
  route("cart", "routes/cart.tsx", { id: "cart-dotcom" }),
  route("cc/mmx/cart", "routes/cart.tsx", { id: "cart-advantage" }),
  route("cc/sparq/cart", "routes/cart.tsx", { id: "cart-quick-checkout" }),
  route("cc/sba/cart", "routes/cart.tsx", { id: "cart-sba" }),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/guest", "routes/checkout-guest.tsx"),
  route("checkout/confirmation/:orderNumber", "routes/checkout-confirmation.tsx"),
  route("account/orders", "routes/orders.tsx", { id: "orders-dotcom" }),
  route("account/orders/:orderNumber", "routes/order-detail.tsx", { id: "order-detail-dotcom" }),
  route("cc/mmx/orders", "routes/orders.tsx", { id: "orders-advantage" }),
  route("cc/mmx/orders/:orderNumber", "routes/order-detail.tsx", { id: "order-detail-advantage" }),
  route("stores", "routes/stores.tsx"),
  route("cc/mmx/pickup", "routes/business-pickup.tsx"),
  // the account's contract prices (decision 042)
  route("cc/mmx/contract-pricing", "routes/contract-pricing.tsx"),
  // quick order (decision 043)
  route("cc/mmx/quick-order", "routes/quick-order.tsx"),
  route("stores/:storeNumber", "routes/stores-detail.tsx"),
  route("office/supplies/login", "routes/login.tsx"),
  route("office/supplies/create-account", "routes/create-account.tsx"),
  route("office/supplies/logout", "routes/logout.tsx"),
  route("approvals", "routes/approvals.tsx"),
  route("rewards", "routes/rewards.tsx"),
  route("rewards/join", "routes/rewards-join.tsx"),
  route("rewards/dashboard", "routes/rewards-dashboard.tsx"),
  // paid memberships, sold through the cart (decision 080)
  route("membership", "routes/membership.tsx"),
  route("gift-cards/balance", "routes/gift-card-balance.tsx"),
  // shopping lists (decision 034)
  route("cc/mmx/list/mylists", "routes/lists.tsx", { id: "lists-advantage" }),
  route("cc/sparq/list", "routes/lists.tsx", { id: "lists-area-advantage" }),
  route("kuber/viewList", "routes/lists.tsx", { id: "lists-dotcom" }),
  route("cc/mmx/list/details", "routes/list-details.tsx"),
  route("kuber/createList", "routes/create-list.tsx"),
  route("lists/add", "routes/add-to-list.tsx"),
  route("lists", "routes/lists-link.tsx", { id: "lists-link" }),
  route("lists/:listId", "routes/lists-link.tsx", { id: "list-link" }),
  // content pages, feedback, gift cards landing (decision 036)
  route("help", "routes/help.tsx"),
  route("help/:topic", "routes/content-page.tsx", { id: "content-help-topic" }),
  route("legal/:document", "routes/content-page.tsx", { id: "content-legal" }),
  route("about", "routes/content-page.tsx", { id: "content-about" }),
  route("about/:section", "routes/content-page.tsx", { id: "content-about-section" }),
  route("mobile-app", "routes/content-page.tsx", { id: "content-mobile-app" }),
  route("content/edit/*", "routes/content-edit.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("gift-cards", "routes/gift-cards.tsx"),
  // account area, password reset, dev mail, track order (decision 037)
  route("account", "routes/account.tsx"),
  route("account/addresses", "routes/account-addresses.tsx"),
  route("account/payment-methods", "routes/account-payment-methods.tsx"),
  route("account/password", "routes/account-password.tsx"),
  // the message centre (decision 073)
  route("account/messages", "routes/account-messages.tsx"),
  route("office/supplies/forgot-password", "routes/forgot-password.tsx"),
  route("office/supplies/reset-password", "routes/reset-password.tsx"),
  route("dev/mail", "routes/dev-mail.tsx"),
  route("orders/track", "routes/track-order.tsx"),
  route("orders/lookup", "routes/track-order.tsx", { id: "orders-lookup" }),
  // product pages, reviews, home rails and deals (decision 038)
  route("deals", "routes/deals.tsx"),
  // landing pages (decision 071)
  route("lp/:slug", "routes/landing-page.tsx"),
  // the Spanish site and the way back (decision 041)
  route("es", "routes/language.tsx", { id: "language-es" }),
  route("en", "routes/language.tsx", { id: "language-en" }),
  // spending reports, recently purchased and reorder (decision 045)
  route("cc/mmx/reports", "routes/reports.tsx"),
  route("cc/mmx/recently-purchased", "routes/recently-purchased.tsx", { id: "recently-purchased-advantage" }),
  route("account/recently-purchased", "routes/recently-purchased.tsx", { id: "recently-purchased-dotcom" }),
  // become a customer and the store administrators' review (decision 046)
  route("account/become-customer", "routes/become-customer.tsx"),
  route("admin/business-applications", "routes/admin-business-applications.tsx"),
  // the store owner's insights (decision 050)
  route("admin/insights", "routes/admin-insights.tsx"),
  // the customer service reps' chat page (decision 074)
  route("csr/chat", "routes/csr-chat.tsx"),
  // store staff mark in-store pickup orders ready (decision 079)
  route("csr/pickups", "routes/csr-pickups.tsx"),
  // budgets (decision 044)
  route("cc/mmx/budget-overview", "routes/budget-overview.tsx", { id: "budget-overview" }),
  route("cc/mmx/budgets", "routes/budget-overview.tsx", { id: "manage-budgets" }),
  // a tile's compatibility drawer without JavaScript (decision 047)
  route("tiles/compatibility/:itemId", "routes/tile-compatibility.tsx"),
  // compare items (decision 048)
  route("compare", "routes/compare.tsx"),
  // a product page's recently viewed rail, read after the page (decision 065)
  route("rails/recently-viewed", "routes/recently-viewed-rail.ts"),
  // the home page's rails below the fold, read after the page (decision 066)
  route("rails/home", "routes/home-rails.ts"),
  route(":itemUrl", "routes/product.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
