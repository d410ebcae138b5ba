import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Web features never import each other (style.md): an import that resolves into apps/web/src/features/<other>/ from
// inside apps/web/src/features/<mine>/ is an error. Resolved against the file's own path, so depth does not matter.
const featuresRoot = path.resolve('apps/web/src/features');
const boundaries = {
  rules: {
    'features-stay-apart': {
      meta: {
        type: 'problem',
        messages: { apart: 'Feature "{{from}}" imports feature "{{to}}"; compose features in src/app/ instead.' },
      },
      create(context) {
        const featureOf = (file) => {
          const rel = path.relative(featuresRoot, file);
          return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep)[0];
        };
        const from = featureOf(context.filename);
        const check = (node) => {
          const source = node.source && node.source.value;
          if (!from || typeof source !== 'string') return;
          let target = null;
          if (source.startsWith('.')) target = path.resolve(path.dirname(context.filename), source);
          else if (source.startsWith('@/')) target = path.resolve('apps/web/src', source.slice(2));
          const to = target && featureOf(target);
          if (to && to !== from) context.report({ node, messageId: 'apart', data: { from, to } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
    // The web app talks to the API over HTTP only: nothing it imports may resolve into apps/api.
    'web-not-api': {
      meta: {
        type: 'problem',
        messages: { http: 'The web app does not import the API ({{source}}); call it over HTTP.' },
      },
      create(context) {
        const apiRoot = path.resolve('apps/api');
        const check = (node) => {
          const source = node.source && node.source.value;
          if (typeof source !== 'string') return;
          const target = source.startsWith('.') ? path.resolve(path.dirname(context.filename), source) : null;
          const intoApi =
            source.startsWith('@imole/api') || (target !== null && !path.relative(apiRoot, target).startsWith('..'));
          if (intoApi) context.report({ node, messageId: 'http', data: { source } });
        };
        return {
          ImportDeclaration: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
          ImportExpression: check,
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.e2e-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Migrations are frozen in time: they use Kysely<any> on purpose and import no application code.
    files: ['apps/api/src/db/migrations/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./', message: 'Migrations import no app code.' }] },
      ],
    },
  },
  {
    // The domain package is shared by both apps and imports neither.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@imole/(api|web)', message: 'packages/domain imports no app.' },
            { regex: '(\\.\\./)+apps/', message: 'packages/domain imports no app.' },
            { regex: '^(react|fastify|kysely|pg|@electric-sql)', message: 'packages/domain stays framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/web-not-api': 'error',
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(\\.\\./)+web/|^@imole/web', message: 'The API does not import the web app.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'boundaries/features-stay-apart': 'error' },
  },
  {
    // The API's modules read top to bottom (issue 17): a route file holds HTTP only and stays short; business rules
    // live in services and SQL in repositories, as functions one can read on a screen.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // All SQL in repositories: routes and services call repository functions, never the query builder.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]',
          message: "SQL lives in the module's <x>.repository.ts; call a repository function here.",
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: "SQL lives in the module's <x>.repository.ts; call a repository function here.",
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
);
