import type { BrowserContext, Disposable } from '@playwright/test'

/**
 * Makes `context.setOffline` a lost signal in every document, as on a phone. Chromium's offline
 * emulation (as of version 150) stops every request but tells only the documents open when it starts:
 * a document loaded after it (a navigation, a reload, a new tab, a browser opened offline) reads
 * `navigator.onLine` as true, which no phone without signal says. So while the network is off,
 * every new document reads false from its first script on; when it comes back, those documents
 * read the browser's own answer again and hear the `online` event the browser gives the others.
 */
export function signalAsAPhoneSeesIt(context: BrowserContext) {
  const setNetworkOffline = context.setOffline.bind(context)
  let offlineDocuments: Disposable | undefined
  context.setOffline = async (offline: boolean) => {
    if (offline) {
      offlineDocuments ??= await context.addInitScript(() => {
        const browserSays = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!
        Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false })
        // Gives the browser's answer back; true when the browser itself already says online.
        Object.defineProperty(window, '__signalBack', {
          value: () => {
            Object.defineProperty(Navigator.prototype, 'onLine', browserSays)
            return navigator.onLine
          },
        })
      })
      return setNetworkOffline(true)
    }
    await offlineDocuments?.dispose()
    offlineDocuments = undefined
    // Each document loaded with no signal reads the browser's answer again; those the browser
    // thinks were online all along would miss the `online` event, so they are given one.
    const tell = await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate(() => (window as { __signalBack?: () => boolean }).__signalBack?.() ?? false)
          .then((missesEvent) => (missesEvent ? page : undefined))
          .catch(() => undefined),
      ),
    )
    await setNetworkOffline(false)
    for (const page of tell) await page?.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)
  }
}
