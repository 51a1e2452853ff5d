import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const here = path.dirname(fileURLToPath(import.meta.url));
const webApp = "packages/web/app";
const features = fs
  .readdirSync(path.join(here, webApp, "features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Features stand alone (docs/decisions/012-feature-boundaries.md): a file in features/<a> imports
// nothing from features/<b> nor from root.tsx; lib/ and ui/ import no feature. Routes and root.tsx
// compose features. Relative imports are matched by the folder they name: a feature's own
// subfolders never take another feature's name.
const crossFeature =
  "A feature does not import another feature: compose them in app/routes or root.tsx, or move the shared piece to app/lib, app/ui or @quire/domain.";
const featureRules = features.map((name) => ({
  files: [`${webApp}/features/${name}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^(\\.\\./)+(features/)?(?!${name}/)(${features.join("|")})/`,
            message: crossFeature,
          },
          {
            regex: "^(\\.\\./)+root$",
            message: "Features do not import root.tsx (it imports them): read the root data through app/lib/root-data.",
          },
        ],
      },
    ],
  },
}));
const sharedRules = {
  files: [`${webApp}/lib/**/*.{ts,tsx}`, `${webApp}/ui/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { regex: "^(\\.\\./)+features/", message: "app/lib and app/ui are shared by features and import none of them." },
        ],
      },
    ],
  },
};

const serverSrc = "packages/server/src";
const serverModules = fs
  .readdirSync(path.join(here, serverSrc, "modules"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Server modules are rooms with one door: a file in modules/<a> imports modules/<b> only through its
// index.ts (never b's repository, service or route files), and never its own index (the index
// imports it: a cycle). Files outside modules/ (app.ts, http/, db/, lib/, test/, main.ts) import a
// module only through its index as well. The zones are built from the folders in modules/.
const crossModule =
  "A server module is imported only through its index (../<module>): ask the owner's index for what you need, or pass it in where the services are made.";
const serverModuleRules = serverModules.map((name) => ({
  files: [`${serverSrc}/modules/${name}/**/*.ts`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { regex: `^(\\.\\./)+(modules/)?(?!${name}/)(${serverModules.join("|")})/.+`, message: crossModule },
          {
            regex: `^(\\.|\\.\\.)(/index)?$|^(\\.\\./)+${name}(/index)?$`,
            message: "A module's files import their siblings, not their own index (the index imports them: a cycle).",
          },
        ],
      },
    ],
  },
}));
const serverOutsideModules = {
  files: [`${serverSrc}/**/*.ts`],
  ignores: [`${serverSrc}/modules/**`],
  rules: {
    "no-restricted-imports": ["error", { patterns: [{ regex: "^(\\.{1,2}/)+modules/[^/]+/.+", message: crossModule }] }],
  },
};

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/build/**",
      "**/.react-router/**",
      "data/**",
      ".tmp/**",
      "**/test-results/**",
      "bench-results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    // Migrations are frozen and must not depend on the app's evolving schema types.
    files: ["packages/server/src/db/migrations/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  ...featureRules,
  sharedRules,
  ...serverModuleRules,
  serverOutsideModules,
  {
    files: ["packages/web/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
);
