import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { prepareZXingModule } from 'zxing-wasm/reader'

// The decoder the tests scan codes with is ZXing's C++ core (the one phone scanner apps build on),
// compiled to WebAssembly. Its binary is read from the installed package, not from the CDN it
// would fetch by default.
const require = createRequire(import.meta.url)
prepareZXingModule({
  overrides: { wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer },
})
