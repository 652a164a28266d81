import * as v from 'valibot'
import { Portal } from './common.ts'

const FirebaseConfig = v.object({
  apiKey: v.string(),
  authDomain: v.optional(v.string()),
  projectId: v.string(),
  messagingSenderId: v.string(),
  appId: v.string(),
  vapidKey: v.string(),
})

/**
 * Runtime configuration served beside the app as `config.json`. One build serves both
 * brands; the server (or whoever hosts the static files) writes this file.
 */
export const RuntimeConfig = v.object({
  portal: Portal,
  environment: v.fallback(v.picklist(['local', 'dev', 'qa', 'prod']), 'local'),
  apiBase: v.fallback(v.string(), '/api'),
  /** Base of the help center's monitor API (endpoints with `base: 'monitor'`): a path on this origin or a URL. */
  monitorBase: v.fallback(v.string(), '/api/monitor'),
  basePath: v.fallback(v.pipe(v.string(), v.regex(/^(\/[\w-]+)*\/?$/)), '/'),
  auth: v.object({
    url: v.string(),
    realm: v.pipe(v.string(), v.minLength(1)),
    clientId: v.pipe(v.string(), v.minLength(1)),
    idpHint: v.optional(v.string()),
  }),
  firebase: v.fallback(v.nullable(FirebaseConfig), null),
  /**
   * Prefix of the office document viewer: the portal appends the encoded absolute visor URL
   * (e.g. `https://view.officeapps.live.com/op/embed.aspx?src=`). A path (`/office-viewer-sim/?src=`)
   * is on the portal's own origin. Null: office documents are not previewed, only downloaded.
   */
  officeViewerUrl: v.fallback(v.nullable(v.string()), null),
  flags: v.fallback(
    v.object({
      codiBanner9: v.fallback(v.boolean(), false),
      codiBanner7: v.fallback(v.boolean(), false),
      codiUntc: v.fallback(v.boolean(), false),
      mpUntc: v.fallback(v.boolean(), false),
    }),
    { codiBanner9: false, codiBanner7: false, codiUntc: false, mpUntc: false },
  ),
})
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>
