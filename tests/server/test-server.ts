import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer, type RunningServer } from '../../server/app.ts'
import { optionsFromEnv, type ServerOptions } from '../../server/options.ts'

export interface TestServer extends RunningServer {
  dataDir: string
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>
}

export function tempDir(prefix = 'portal-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

/** A server on a free port with its own data folder; the environment of the test run is ignored. */
export async function startTestServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? tempDir()
  const server = await startServer({ ...optionsFromEnv({}), port: 0, dataDir, distDir: join(dataDir, 'no-dist'), ...overrides })
  return {
    ...server,
    dataDir,
    async stop() {
      await server.close()
      // Lets fetch in this process see its pooled keep-alive sockets closed, or a server restarted
      // on the same port would get requests on a dead socket ("other side closed").
      await new Promise((resolve) => setTimeout(resolve, 20))
      if (!overrides.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
