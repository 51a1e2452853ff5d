import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // No preload helper for our lazy imports: it rode in every page's first load, and what those
  // chunks import is almost always loaded already (React Router preloads each route's own chunks).
  build: { target: "es2022", modulePreload: false },
});
