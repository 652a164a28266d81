import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Sections whose texts load with their screens (`loadFeatureCatalog` in the route's loader), so
 * the first load carries only the shell's, the home's and the offline screens' texts.
 */
export const FEATURE_CATALOGS = [
  'academic-progress', 'agenda', 'assistance', 'digital-file', 'payments', 'profile', 'report-card', 'settings', 'subject-strip', 'subjects',
] as const

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**', '**/*.test.*', '<rootDir>/src/public/**',
        ...FEATURE_CATALOGS.map((feature) => `<rootDir>/src/features/${feature}/**`),
        '<rootDir>/src/shared/forms/**',
      ],
    },
    {
      // The forms kit's texts (field messages), loaded by the routes whose screens have a form.
      path: '<rootDir>/locales/{locale}/forms',
      include: ['<rootDir>/src/shared/forms'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    ...FEATURE_CATALOGS.map((feature) => ({
      path: `<rootDir>/locales/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    })),
    {
      // The public pages' texts, so they load neither the portal's catalog nor its code.
      path: '<rootDir>/locales/{locale}/public',
      include: ['<rootDir>/src/public'],
      exclude: ['**/node_modules/**'],
    },
    {
      // The worker's own few texts (push notifications), so sw.js does not carry the portal's catalogs.
      path: '<rootDir>/locales/{locale}/push',
      include: ['<rootDir>/sw'],
      exclude: ['**/node_modules/**'],
    },
  ],
})
