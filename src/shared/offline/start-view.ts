/**
 * The start view: a saved copy of the last screen a person saw, painted by the service worker
 * into the page it serves, before any of the portal's scripts run. A phone shows the portal at
 * once, as it left it; the live portal takes over as soon as its own screen is ready.
 *
 * The copy lives in the person's own database (sign-out deletes it with everything else), sits
 * in a closed shadow root (its styles touch nothing else; assistive technology and search in
 * the page do not see it: it is `aria-hidden`) and is inert: nothing in it can be used.
 *
 * This module has no DOM code: the worker uses it too.
 */

/** The screens a person opens the portal on (the home and the manifest's credential shortcut). */
export const START_VIEW_PATHS: readonly string[] = ['/home', '/credential']

export const START_VIEW_ID = 'start-view'

/** Parts of a screen marked with this attribute are left out of the copy: they are true only live (connection, queue, ages). */
export const LIVE_ONLY_ATTRIBUTE = 'data-live-only'

export interface StartView {
  path: string
  html: string
  css: string
  lang: string
}

export const isStartViewPath = (path: string) => START_VIEW_PATHS.includes(path)

export const startViewKey = (path: string) => `start-view:${path}`

export function isStartView(value: unknown): value is StartView {
  if (typeof value !== 'object' || value === null) return false
  const view = value as Record<string, unknown>
  return typeof view.path === 'string' && typeof view.html === 'string' && typeof view.css === 'string' && typeof view.lang === 'string'
}

/**
 * Selectors of the document (`html`, `:root`, `body`) do not reach into a shadow root: the copy's
 * host stands for the document and its first box for the body.
 */
export function scopeSelector(selector: string): string {
  return selector
    .replace(/(^|[\s,(>+~])(?:html|:root)(?![-\w])/g, '$1:host')
    .replace(/(^|[\s,(>+~])body(?![-\w])/g, '$1.sv-body')
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The host element with the copy inside; fixed over the page until the live screen replaces it. */
export function startViewMarkup(view: StartView): string {
  const css = view.css.replace(/<\/style/gi, '<\\/style')
  const lang = /^[a-z]{2}(-[A-Za-z0-9]+)?$/.test(view.lang) ? view.lang : 'es'
  return (
    `<div id="${START_VIEW_ID}" data-path="${escapeAttribute(view.path)}" aria-hidden="true" ` +
    `style="position:fixed;inset:0;z-index:2147483647;overflow:hidden">` +
    `<template shadowrootmode="closed"><style>${css}</style>` +
    `<div class="sv-body" lang="${lang}" inert style="min-height:100%">${view.html}</div></template></div>`
  )
}

/** The shell's HTML with the copy first in its body, or unchanged when the shell has no body tag. */
export function withStartView(shellHtml: string, view: StartView): string {
  const body = /<body[^>]*>/i.exec(shellHtml)
  if (!body) return shellHtml
  const at = body.index + body[0].length
  return shellHtml.slice(0, at) + startViewMarkup(view) + shellHtml.slice(at)
}
