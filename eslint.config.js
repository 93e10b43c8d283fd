import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'auth',
  'portal',
  'admin-users',
  'admin-dashboard',
  'secure-roles',
  'request',
  'marketing',
  'brand-assets',
  'sample-report',
  'admin-gate',
  'demo',
  'orders',
  'admin-orders',
  'staff-audit',
  'credit-history',
  'buy-credits',
];

const adapterImports = {
  group: ['**/adapters/**', '**/adapters'],
  message: 'Adapters are imported only by src/app/compose-backend.ts (one port, thin adapters).',
};
const supabaseImports = {
  group: ['@supabase/*', '@supabase/**'],
  message: '@supabase/supabase-js is imported only inside adapters/supabase.',
};
const mswImports = {
  group: ['msw', 'msw/*', '@msw/*', 'msw-storybook-addon'],
  message: 'msw and @msw/data are imported only in mocks/, .storybook/, tests/ and stories/.',
};
const mockFolderImports = {
  group: ['**/mocks/**', '**/mocks'],
  message: 'The in-browser backend is reached only through the port (composed in src/app/compose-backend.ts).',
};
/** Unit tests in src may fill a complete report with the demo's fictional draft; nothing else of mocks/. */
const mockFolderImportsInTests = {
  regex: '(^|/)mocks(/(?!seed/demo-draft$).*)?$',
  message: mockFolderImports.message,
};
const SRC_TESTS = 'src/**/*.test.{ts,tsx}';

/** Features never import other features: each gets a rule naming the others (and one for its tests). */
const featureBoundaries = FEATURES.flatMap((feature) =>
  [
    { files: [`src/features/${feature}/**/*.{ts,tsx}`], mocks: mockFolderImports },
    { files: [`src/features/${feature}/**/*.test.{ts,tsx}`], mocks: mockFolderImportsInTests },
  ].map(({ files, mocks }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            adapterImports,
            supabaseImports,
            mswImports,
            mocks,
            {
              group: FEATURES.filter((other) => other !== feature).flatMap((other) => [
                `@/features/${other}`,
                `@/features/${other}/**`,
                `**/features/${other}`,
                `**/features/${other}/**`,
              ]),
              message: 'Features never import other features: move shared code to src/components or src/lib.',
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-emulator/',
      '.react-router/',
      'storybook-static/',
      'node_modules/',
      'public/mockServiceWorker.js',
      'supabase/functions/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['public/mock-api-worker.js'], languageOptions: { globals: globals.serviceworker } },
  // App code: no adapters, no Supabase SDK, no MSW.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/compose-backend.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [adapterImports, supabaseImports, mswImports, mockFolderImports] },
      ],
    },
  },
  {
    files: [SRC_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [adapterImports, supabaseImports, mswImports, mockFolderImportsInTests] },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['src/app/compose-backend.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [supabaseImports, mswImports] }] },
  },
  // The mock adapter is a fetch client: no Supabase, no MSW, and of the in-browser backend only its
  // wire contract (mocks/api), never its data or handlers.
  {
    files: ['adapters/mock/**/*.ts'],
    ignores: ['adapters/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            supabaseImports,
            mswImports,
            {
              group: [
                '**/mocks/db/**',
                '**/mocks/db',
                '**/mocks/handlers/**',
                '**/mocks/handlers',
                '**/mocks/seed/**',
                '**/mocks/seed',
                '**/mocks/browser',
                '**/mocks/node',
              ],
              message: 'The mock adapter talks to the in-browser backend over HTTP; share only mocks/api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['adapters/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [supabaseImports, mswImports] }] },
  },
  {
    files: ['adapters/supabase/**/*.ts'],
    ignores: ['adapters/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [mswImports, mockFolderImports] }] },
  },
  {
    files: ['mocks/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [supabaseImports] }] },
  },
  {
    files: ['e2e/**/*.ts', 'scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [supabaseImports] }] },
  },
);
