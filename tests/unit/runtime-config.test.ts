import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '@/shared/config/runtime-config'

const valid = {
  portal: 'unitec',
  environment: 'prod',
  apiBase: 'https://api.example.edu/api/',
  basePath: '/alumnos/',
  auth: { url: 'https://sso.example.edu', realm: 'alumnos', clientId: 'student-portal' },
  flags: { codiUntc: true },
}

const serve = (body: unknown, status = 200): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch

describe('loadConfig', () => {
  it('reads a valid file, fills defaults and trims trailing slashes', async () => {
    const config = await loadConfig('/config.json', serve(valid))
    expect(config.portal).toBe('unitec')
    expect(config.apiBase).toBe('https://api.example.edu/api')
    expect(config.basePath).toBe('/alumnos')
    expect(config.flags).toEqual({ codiBanner9: false, codiBanner7: false, codiUntc: true, mpUntc: false })
    expect(config.firebase).toBeNull()
  })

  it('uses /api and / when they are not given', async () => {
    const { apiBase: _a, basePath: _b, ...rest } = valid
    const config = await loadConfig('/config.json', serve(rest))
    expect(config.apiBase).toBe('/api')
    expect(config.basePath).toBe('/')
  })

  it('refuses an unknown portal, naming the field', async () => {
    await expect(loadConfig('/config.json', serve({ ...valid, portal: 'otra' }))).rejects.toThrow(/portal/)
  })

  it('refuses a missing auth block', async () => {
    const { auth: _auth, ...rest } = valid
    await expect(loadConfig('/config.json', serve(rest))).rejects.toBeInstanceOf(ConfigError)
  })

  it('reports an HTTP failure and an unreachable file as ConfigError', async () => {
    await expect(loadConfig('/config.json', serve({}, 404))).rejects.toThrow(/404/)
    const down = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    await expect(loadConfig('/config.json', down)).rejects.toBeInstanceOf(ConfigError)
  })
})
