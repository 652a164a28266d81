import { readFileSync } from 'node:fs'

const css = readFileSync(new URL('./assets/login.css', import.meta.url))

// Submits the logout form at once; the page keeps a visible button for when scripts are off.
const LOGOUT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`

/** Files under /realms/{realm}/login-resources/. */
export const SIGN_IN_ASSETS: Record<string, { type: string; body: Buffer }> = {
  'login.css': { type: 'text/css; charset=utf-8', body: css },
  'logout.js': { type: 'text/javascript; charset=utf-8', body: Buffer.from(LOGOUT_SCRIPT) },
}
