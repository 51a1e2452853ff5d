import type { Catalogue } from "../catalogue-types";

// Spanish for the storefront's home words (decision 041). Keys are the English text exactly as the code passes it to t().
export default {
  // home page (routes/home.tsx)
  "Quire | Office supplies, ink, paper and furniture": "Quire | Artículos de oficina, tinta, papel y muebles",
  "Shop office supplies: ink and toner, paper, pens, binders, furniture, technology, breakroom and cleaning.":
    "Compre artículos de oficina: tinta y tóner, papel, bolígrafos, carpetas, muebles, tecnología, cafetería y limpieza.",
  "Everything your business runs on": "Todo lo que su empresa necesita para funcionar",
  "Everything for the desk, delivered": "Todo para su escritorio, con entrega a domicilio",
  "Account pricing, approvals and budget centres for your whole team.":
    "Precios de cuenta, aprobaciones y centros de presupuesto para todo su equipo.",
  "Free shipping on orders over $49.99. Pick up in store in 1 hour.":
    "Envío gratis en pedidos de más de $49.99. Recoja en la tienda en 1 hora.",
  "Recently Viewed": "Vistos recientemente",
  "Today's deals": "Ofertas del día",
  "Trending now": "Lo más popular",
  // recommendation headings by scheme (decision 049)
  "Recommended For You": "Recomendado para usted",
  "Frequently purchased": "Comprados con frecuencia",
  "Recently Purchased": "Comprados recientemente",
  "Consider These": "Considere estos",
  "Alternate choices": "Opciones alternativas",
  "Shop by category": "Comprar por categoría",
  "{{number}} items": "{{number}} artículos",
  "{{category}} subcategories": "Subcategorías de {{category}}",
  // the gift card categories' names (the seed's giftCategory), not in categories.ts
  "E-Gift Cards": "Tarjetas de regalo electrónicas",
  "Physical Gift Cards": "Tarjetas de regalo físicas",

  // rails (product-rail.tsx)
  "See all": "Ver todo",
  "See all: {{heading}}": "Ver todo: {{heading}}",

  // product tiles (product-tile.tsx, domain product-tile.ts badges and units, rewards)
  Discontinued: "Descontinuado",
  "Limited Quantities": "Cantidades limitadas",
  "New Packaging!": "¡Empaque nuevo!",
  "Price N/A": "Precio no disponible",
  "{{unit}} of {{number}}": "{{unit}} de {{number}}",
  Each: "Unidad",
  Box: "Caja",
  Pack: "Paquete",
  Ream: "Resma",
  Case: "Bulto",
  Dozen: "Docena",
  "Out of stock": "Agotado",
  Backordered: "Pedido pendiente",
  "Earns up to 5% back in Rewards": "Acumule hasta un 5% en Recompensas",
  "Pick up today at {{city}} · {{quantity}} in stock": "Recoja hoy en {{city}} · {{quantity}} disponibles",
  "Out of stock at {{city}}": "Agotado en {{city}}",

  // search and category pages (routes/search.tsx, routes/category.tsx, search-results.tsx, search-filters.tsx)
  "{{query}} | Search | Quire": "{{query}} | Buscar | Quire",
  "Search | Quire": "Buscar | Quire",
  "Office supplies matching {{query}}.": "Artículos de oficina que coinciden con {{query}}.",
  "Search office supplies.": "Busque artículos de oficina.",
  Search: "Buscar",
  "Type what you are looking for in the search box above: paper, toner, a stapler...":
    "Escriba lo que busca en el cuadro de búsqueda de arriba: papel, tóner, una engrapadora...",
  'Results for "{{query}}"': 'Resultados para "{{query}}"',
  "All products": "Todos los productos",
  'We couldn\'t find the category "{{category}}".': 'No pudimos encontrar la categoría "{{category}}".',
  Category: "Categoría",
  "{{category}} | Quire": "{{category}} | Quire",
  "Shop {{category}} at Quire.": "Compre {{category}} en Quire.",
  "0 results": "0 resultados",
  "{{total}} results": "{{total}} resultados",
  "{{first}}-{{last}} of {{total}} results": "{{first}}-{{last}} de {{total}} resultados",
  Results: "Resultados",
  'We couldn\'t find any results for "{{query}}"': 'No encontramos resultados para "{{query}}"',
  "No products match these filters": "Ningún producto coincide con estos filtros",
  "Did you mean {{suggestion}}?": "¿Quiso decir {{suggestion}}?",
  'Showing results for "{{suggestion}}"': 'Mostrando resultados para "{{suggestion}}"',
  "Check the spelling, use fewer words, remove a filter, or browse a category.":
    "Revise la ortografía, use menos palabras, quite un filtro o explore una categoría.",
  "Browse categories": "Explorar categorías",
  Breadcrumb: "Ruta de navegación",
  Home: "Inicio",
  "Filtered by": "Filtrado por",
  "from {{price}}": "desde {{price}}",
  "up to {{price}}": "hasta {{price}}",
  "Clear filters": "Borrar filtros",
  "Best match": "Más relevantes",
  "Price: low to high": "Precio: de menor a mayor",
  "Price: high to low": "Precio: de mayor a menor",
  "Customer rating": "Calificación de los clientes",
  Filters: "Filtros",
  "Hide filters": "Ocultar filtros",
  "Show filters": "Mostrar filtros",
  "Sort by": "Ordenar por",
  Brand: "Marca",
  Price: "Precio",
  "Min $": "Mín. $",
  "Max $": "Máx. $",
  "Apply filters": "Aplicar filtros",
  Categories: "Categorías",
  "Narrow by": "Refinar por",

  // pagination (pagination.tsx)
  Pagination: "Paginación",
  Previous: "Anterior",
  Next: "Siguiente",
  "Page {{page}}": "Página {{page}}",

  // deals page (routes/deals.tsx, deal-list.tsx, domain deals.ts sort labels)
  "Deals | Quire": "Ofertas | Quire",
  "Deals (page {{page}}) | Quire": "Ofertas (página {{page}}) | Quire",
  "Office supplies on sale: every item priced under its regular price, sorted by what you save.":
    "Artículos de oficina en oferta: cada artículo por debajo de su precio regular, ordenados según lo que ahorra.",
  Deals: "Ofertas",
  "Everything here costs less than its regular price. Sort by the biggest saving or by price.":
    "Todo aquí cuesta menos que su precio regular. Ordene por el mayor ahorro o por precio.",
  "Deals sorted by {{sort}}": "Ofertas ordenadas por {{sort}}",
  deal: "oferta",
  deals: "ofertas",
  Sort: "Ordenar",
  "Biggest saving ($)": "Mayor ahorro ($)",
  "Biggest saving (%)": "Mayor ahorro (%)",
  "There are no deals right now. Check back soon.": "No hay ofertas en este momento. Vuelva pronto.",
  "Save {{amount}} ({{percent}}%)": "Ahorre {{amount}} ({{percent}}%)",
} satisfies Catalogue;
