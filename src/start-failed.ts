/**
 * Without its code or its configuration there is no brand, API or sign-in: the page says so
 * plainly, in both languages, in place of anything it showed before.
 */
export function showStartFailure(error: unknown) {
  console.error(error)
  const message = document.createElement('p')
  message.setAttribute('role', 'alert')
  message.style.cssText = 'font-family:system-ui;padding:2rem;max-width:40rem'
  message.textContent =
    'No se pudo iniciar el portal. Revisa tu conexión e inténtalo de nuevo. / The portal could not start. Check your connection and try again.'
  document.getElementById('root')?.replaceChildren(message)
}
