import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '<rootDir>/src/public/**'],
    },
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
