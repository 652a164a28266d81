import type { ServerResponse } from 'node:http'

/**
 * keycloak-js asks, before its silent session check, whether the provider's cookies reach a
 * frame inside the app: step 1 sets a short-lived test cookie and sends the frame on to step 2,
 * whose script finds it (or not) and tells the app "supported" or "unsupported", as Keycloak's
 * own pages at these paths do. The cookie is `SameSite=Lax`, like the provider's session cookie,
 * so the answer is true of the session cookie too.
 */
export const THIRD_PARTY_COOKIES_PATH = '/protocol/openid-connect/3p-cookies/'

const COOKIE = 'KEYCLOAK_3P_COOKIE'
const COOKIE_MAX_AGE_S = 30

const STEP2_HTML = '<!doctype html><html><head><meta charset="utf-8"><title>3p-cookies</title><script src="step2.js"></script></head><body></body></html>'
const STEP2_SCRIPT = `(function () {
  var found = document.cookie.split('; ').indexOf('${COOKIE}=supported') !== -1;
  document.cookie = '${COOKIE}=; Max-Age=0; Path=' + location.pathname.replace(/[^/]*$/, '');
  parent.postMessage(found ? 'supported' : 'unsupported', '*');
})();
`

/** Answers `step1.html`, `step2.html` and `step2.js` under the realm; false for anything else. */
export function serveThirdPartyCookieCheck(res: ServerResponse, realmPath: string, rest: string, appOrigins: readonly string[]): boolean {
  const step = rest.slice(THIRD_PARTY_COOKIES_PATH.length)
  const frameable = `default-src 'none'; script-src 'self'; frame-ancestors ${appOrigins.join(' ') || "'none'"}`
  if (step === 'step1.html') {
    res.writeHead(302, {
      Location: 'step2.html',
      'Set-Cookie': `${COOKIE}=supported; Path=${realmPath}${THIRD_PARTY_COOKIES_PATH}; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`,
      'Cache-Control': 'no-store',
    })
    res.end()
    return true
  }
  if (step === 'step2.html' || step === 'step2.js') {
    const body = step === 'step2.html' ? STEP2_HTML : STEP2_SCRIPT
    res.writeHead(200, {
      'Content-Type': step === 'step2.html' ? 'text/html; charset=utf-8' : 'text/javascript; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'Content-Security-Policy': frameable,
      'X-Content-Type-Options': 'nosniff',
    })
    res.end(body)
    return true
  }
  return false
}
