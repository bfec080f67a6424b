// One lint config for the whole repository; `npm run lint` fails on any warning.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'apps/server/drizzle.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Fastify plugins must be async functions even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.strict,
    languageOptions: {
      ...jsxA11y.flatConfigs.strict.languageOptions,
      globals: { ...globals.browser },
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },

  // The architecture holds by itself (bulletproof-react): imports flow lib → features → app,
  // a feature never reaches into another, and no module takes part in an import cycle.
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Features are flat folders: one level up and into a sibling is another feature.
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'A feature does not import another feature; move shared code to lib/.',
            },
            { regex: '/app/', message: 'Features do not import the app; the app imports them.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(features|app)/',
              message: 'lib/ and components/ are below features and app: they import neither.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['{apps,packages,bench}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The files an import leads to are parsed as TypeScript too, to follow their imports.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          // The servers' ESM imports name `.js` for a `.ts` source.
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['source', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['{apps,packages,bench}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // `name.test.ts` and `lib.d.ts` keep their middle parts; the name itself is kebab-case.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,bench}/**/': 'KEBAB_CASE' },
      ],
    },
  },
);
