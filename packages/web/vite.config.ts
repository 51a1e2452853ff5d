import { reactRouter } from "@react-router/dev/vite";
import { type Plugin, defineConfig } from "vite";

/**
 * The modules of our app the root route imports, directly or through others, without a dynamic
 * import between: every page loads all of them, so the client build puts them in one chunk (the
 * shell) instead of the many small ones automatic chunking makes of those also used by a lazy part.
 * One file compresses far better than twenty and is one request instead of twenty.
 */
function shellChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: "quire-shell-chunk",
    applyToEnvironment: (environment) => environment.name === "client",
    renderStart() {
      const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id));
      const seen = new Set<string>();
      const queue = root ? [root] : [];
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (seen.has(id)) continue;
        seen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      shell = new Set([...seen].filter((id) => id !== root && /[\\/]packages[\\/]web[\\/]app[\\/]/.test(id)));
    },
  };
  return { plugin, test: (id) => shell.has(id) };
}

const shell = shellChunk();

export default defineConfig({
  plugins: [reactRouter(), shell.plugin],
  // No preload helper for our lazy imports: it rode in every page's first load, and what those
  // chunks import is almost always loaded already (React Router preloads each route's own chunks).
  build: {
    target: "es2022",
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "shell", test: shell.test }] } } },
  },
});
