// Lint for the whole repository: TypeScript's recommended rules, React's rules of hooks, no import
// cycles, and the layering below (which folder may import which), so that the engine stays free of
// the app, the server takes from the front end only the engine's data half, and no production code
// imports the demo.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const importXTypeScript = importX.flatConfigs.typescript.settings;

/** Every place with code except `folder` (the root's own files by glob). */
const allBut = (folder) =>
  ['./src', './server', './schemas', './demo', './scripts', './tests', './e2e', './*.{ts,js}'].filter(
    (f) => f !== folder,
  );

const ENGINE_ONLY = 'The engine knows no app: what it needs lives in src/engine or is handed to it.';
const SERVER_ONLY = 'The server and the demo take from src/ only the engine data half (src/engine/ but its ui/).';
const SCHEMAS_ONLY = 'Schemas are built with the engine builders (src/engine/ but its ui/) alone.';
const NO_DEMO = 'Only the demo loader in server/app.ts, the tests and the tools load the demo (demo/).';

/** The field kinds' names, as in src/engine/kinds/index.ts (tests/engine/kinds.test.ts compares), and a `.kind` read. */
const FIELD_KINDS =
  'text|longText|email|url|number|money|boolean|date|datetime|select|reference|translations|json|textList|richText|image|file|images|referenceList';
const KIND = `:matches([property.name='kind'], [expression.property.name='kind'])`;
const ASK_THE_KIND =
  'Ask the field kind (KINDS[field.kind], targetOf, UI_KINDS[field.kind]) instead of testing its name: a new kind is one module.';

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'bench-results/', 'coverage/', 'test-results/', 'playwright-report/', '.tmp/']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a name unused on purpose (a rest sibling left out, a parameter kept for its place).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Japanese seed texts put the ideographic space (U+3000) in template literals on purpose.
      'no-irregular-whitespace': ['error', { skipTemplates: true }],
    },
  },

  {
    // React code: the app and the component tests (a vitest or Playwright fixture's `use` is no hook).
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  {
    files: ['tests/**', 'e2e/**'],
    rules: {
      // Tests read the API's JSON answers untyped: the shape is what they check.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['e2e/**'],
    // Two disable comments for `any` came before the rule was turned off here above.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      // Playwright's fixtures take what they use as a destructured first argument, empty when nothing.
      'no-empty-pattern': 'off',
    },
  },

  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importXTypeScript['import-x/extensions'],
      'import-x/external-module-folders': importXTypeScript['import-x/external-module-folders'],
      'import-x/parsers': importXTypeScript['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/engine',
              from: ['./src/layout', './src/pages', './src/providers', './src/notifications', './schemas'],
              message: ENGINE_ONLY,
            },
            { target: ['./server', './demo'], from: './src', except: ['./engine'], message: SERVER_ONLY },
            { target: ['./server', './demo'], from: './src/engine/ui', message: SERVER_ONLY },
            { target: './schemas', from: './src', except: ['./engine'], message: SCHEMAS_ONLY },
            { target: './schemas', from: './src/engine/ui', message: SCHEMAS_ONLY },
            { target: './schemas', from: ['./server', './scripts', './tests', './e2e'], message: SCHEMAS_ONLY },
            { target: ['./server', './src', './schemas'], from: './demo', message: NO_DEMO },
            { target: './demo', from: './scripts', message: 'The demo is built from the server, schemas and engine.' },
            { target: allBut('./tests'), from: './tests', message: 'Only the unit tests import tests/.' },
            { target: allBut('./e2e'), from: './e2e', message: 'Only the browser tests import e2e/.' },
          ],
        },
      ],
    },
  },

  {
    files: ['src/**', 'server/**', 'schemas/**', 'demo/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  {
    // The server, the demo and the front end ask a field's kind what it does (its data traits in
    // src/engine/kinds/, its UI traits in src/engine/ui/kinds/); only the kind modules, and the components
    // they show and edit values with (src/engine/ui/<Kind>Kind*.tsx), name kinds. Tested as
    // `field.kind === 'reference'`, a `switch` on it, or a set of names. The schemas (app code) may name
    // them as they like.
    files: ['server/**/*.ts', 'demo/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['src/engine/kinds/**', 'src/engine/ui/kinds/**', 'src/engine/ui/*Kind*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/][right.value=/^(${FIELD_KINDS})$/] > ${KIND}.left`,
          message: ASK_THE_KIND,
        },
        {
          selector: `SwitchStatement[discriminant.property.name='kind'] SwitchCase[test.value=/^(${FIELD_KINDS})$/]`,
          message: ASK_THE_KIND,
        },
        {
          selector: `CallExpression[callee.property.name=/^(includes|has)$/] > ${KIND}.arguments`,
          message: ASK_THE_KIND,
        },
      ],
    },
  },

  prettier,
]);
