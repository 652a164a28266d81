import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/**
 * Sections whose texts load with their screens (`loadFeatureCatalog` in the route's loader), so
 * the first load carries only the shell's, the home's and the offline screens' texts.
 */
export const FEATURE_CATALOGS = [
  'academic-progress', 'agenda', 'assistance', 'contact', 'digital-file', 'digital-resources', 'find-student', 'fiscal', 'guardians', 'online-services', 'online-window', 'payments', 'personal-information', 'profile', 'report-card', 'settings', 'subject-strip', 'subjects', 'terms',
] as const

/** The file pieces that only forms use; the queued file's name and size stay with the outbox screen's texts. */
const FORM_FILES = ['file-input.tsx', 'photo-capture.tsx', 'queued-upload.tsx'].map((file) => `<rootDir>/src/shared/files/${file}`)

/** The portal's own titles of the notification type codes, shown in English on the notifications screen. */
const NOTIFICATION_TITLES = ['<rootDir>/src/features/notifications/titles.ts']

/** The home's cards drawn after its first screen (readiness, campus request banner, school services, news): their texts come with them. */
const HOME_CARDS = ['readiness/**', 'campus-request/**', 'components/news-slideshow.tsx', 'components/school-services.tsx'].map((file) => `<rootDir>/src/features/home/${file}`)

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
        ...FORM_FILES,
        ...HOME_CARDS,
        ...NOTIFICATION_TITLES,
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/notification-titles',
      include: NOTIFICATION_TITLES,
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/locales/{locale}/home-cards',
      include: HOME_CARDS,
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
    {
      // The forms kit's texts (field messages) and the file input's (with the camera and the queued
      // upload), loaded by the routes whose screens have a form or take a file.
      path: '<rootDir>/locales/{locale}/forms',
      include: ['<rootDir>/src/shared/forms', ...FORM_FILES],
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
