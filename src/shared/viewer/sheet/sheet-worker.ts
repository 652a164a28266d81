import { readSheets } from './read-sheets'
import type { SheetRequest } from './sheet-types'

// One request per worker: the page starts a worker for a file and ends it with the answer.
self.onmessage = (event: MessageEvent<SheetRequest>) => {
  self.postMessage(readSheets(event.data))
}
