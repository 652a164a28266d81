import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Imports flow one way: contract → shared → features → routes/app. */
const layer = (files, message, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group, message })) }] },
})

export default tseslint.config(
  { ignores: ['dist', 'dist-base-path', 'node_modules', 'src/route-tree.gen.ts', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  layer(['src/contract/**'], 'The contract imports only valibot and itself.', [
    ['@/*', '**/shared/**', '**/features/**', '**/app/**', '**/routes/**', 'react', '@tanstack/*', '@chakra-ui/*'],
  ]),
  layer(['src/shared/**'], 'Shared code never imports a feature, a route or the app.', [
    ['@/features/*', '@/app/*', '@/routes/*', '**/features/**', '**/app/**', '**/routes/**'],
  ]),
  layer(['src/features/**'], 'A feature never imports another feature, a route or the app.', [
    ['@/features/*', '@/app/*', '@/routes/*', '../../*/**', '**/app/**', '**/routes/**'],
  ]),
  layer(['src/public/**', 'src/public-main.tsx'], 'The public pages load none of the signed-in portal: only React, Lingui and a few small shared modules (the sign-in client when its button is pressed).', [
    [
      '@chakra-ui/*', '@tanstack/*', 'dexie', 'valibot', 'keycloak-js', 'firebase', 'firebase/*',
      '@/features/*', '@/routes/*', '**/features/**', '**/routes/**',
      '@/app/*', '!@/app/theme', '@/app/theme/*', '!@/app/theme/brands', './app/*', '!./app/brand-document', '!./app/theme', './app/theme/*', '!./app/theme/brands',
      '@/shared/*', '!@/shared/storage-keys', '!@/shared/i18n', '@/shared/i18n/*', '!@/shared/i18n/i18n', '!@/shared/i18n/format', '!@/shared/ui', '@/shared/ui/*', '!@/shared/ui/color-mode', '!@/shared/auth', '@/shared/auth/*', '!@/shared/auth/keycloak',
      './shared/*', '!./shared/i18n', './shared/i18n/*', '!./shared/i18n/i18n', '!./shared/ui', './shared/ui/*', '!./shared/ui/color-mode', '!./shared/auth', './shared/auth/*', '!./shared/auth/keycloak',
    ],
  ]),
  layer(['src/start/**'], 'The first view draws before the portal\'s libraries load: only React, Lingui, plain components and a few small shared modules.', [
    ['@chakra-ui/*', '@tanstack/*', 'dexie', 'valibot', 'keycloak-js', 'firebase', 'firebase/*', '@/app/*', '@/routes/*', '**/app/**', '**/routes/**'],
  ]),
  layer(['server/**'], 'The server shares only the contract with the app.', [['@/*', '**/src/shared/**', '**/src/features/**', '**/src/app/**']]),
)
