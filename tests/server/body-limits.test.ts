import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUrl } from './api-calls.ts'
import { forgeAccessToken } from './forge-token.ts'
import { startTestServer, type TestServer } from './test-server.ts'

/** Far beyond the API's 1 MB limit for JSON bodies and the uploads' 20 MB. */
const STREAMED_BYTES = 48 * 1024 * 1024
const CHUNK = Buffer.alloc(64 * 1024, 'x')
const MB = 1024 * 1024

interface Streamed {
  status: number
  body: string
  /** Bytes the client had written when the answer came. */
  sentWhenAnswered: number
  elapsedMs: number
  /** The most the server process held above where it started (heap and buffers), while the body was sent. */
  peakGrowth: number
}

const heldBytes = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/**
 * Sends a body of `STREAMED_BYTES` over loopback, chunked (no Content-Length) unless a length is
 * given, as fast as the server takes it, and stops sending once the server answers. The server
 * runs in this process, so its memory is this process's.
 */
function streamBody(url: string, headers: Record<string, string>, contentLength?: number): Promise<Streamed> {
  global.gc?.()
  const baseline = heldBytes()
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, heldBytes())), 5)
  const started = performance.now()
  return new Promise<Streamed>((resolve, reject) => {
    let sent = 0
    let answered = false
    const lengthHeader: Record<string, string> = contentLength === undefined ? {} : { 'Content-Length': String(contentLength) }
    const req = request(url, { method: 'POST', headers: { ...headers, ...lengthHeader } }, (res) => {
      answered = true
      const sentWhenAnswered = sent
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (text: string) => (body += text))
      res.on('end', () => {
        clearInterval(sampler)
        req.destroy()
        resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered, elapsedMs: performance.now() - started, peakGrowth: peak - baseline })
      })
    })
    // Once the server has answered and closed, the rest of the body has nowhere to go.
    req.on('error', (error) => {
      if (!answered) {
        clearInterval(sampler)
        reject(error)
      }
    })
    const pump = () => {
      while (!answered && sent < STREAMED_BYTES) {
        sent += CHUNK.length
        if (!req.write(CHUNK)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await forgeAccessToken(server)
})
afterAll(() => server.stop())

const json = { 'Content-Type': 'application/json', 'Idempotency-Key': 'b6f3a1de-7f52-4c8f-9d3e-2f0a4c1b9e77' }
const binnacle = () => apiUrl(server.url, '/config/binnacle')

describe('request bodies are counted as they arrive', () => {
  it('answers a chunked JSON body beyond the limit with 413 once the limit is passed, without holding it', async () => {
    const answer = await streamBody(binnacle(), { ...json, Authorization: `Bearer ${token}` })
    expect(answer.status).toBe(413)
    expect((JSON.parse(answer.body) as { message: string }).message).toMatch(/demasiado grande|too large/i)
    expect(answer.sentWhenAnswered).toBeLessThan(STREAMED_BYTES)
    expect(answer.elapsedMs).toBeLessThan(5_000)
    expect(answer.peakGrowth).toBeLessThan(8 * MB)
  })

  it('refuses a declared length beyond the limit before reading a byte', async () => {
    const answer = await streamBody(binnacle(), { ...json, Authorization: `Bearer ${token}` }, STREAMED_BYTES)
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('message')
    expect(answer.peakGrowth).toBeLessThan(8 * MB)
  })

  it('refuses a caller without a valid token (401) or unknown to the API (404) before reading the body', async () => {
    for (const authorization of [{}, { Authorization: 'Bearer not-a-token' }] as Array<Record<string, string>>) {
      const answer = await streamBody(binnacle(), { ...json, ...authorization })
      expect(answer.status).toBe(401)
      expect(answer.body).toContain('message')
      expect(answer.sentWhenAnswered).toBeLessThan(STREAMED_BYTES)
      expect(answer.peakGrowth).toBeLessThan(8 * MB)
    }
    // Accepting the terms is for people the API knows (the binnacle takes anyone signed in).
    const stranger = await forgeAccessToken(server, { claims: { email: 'nadie@demo.edu.mx' } })
    const unknown = await streamBody(apiUrl(server.url, '/terms/acceptance'), { ...json, Authorization: `Bearer ${stranger}` })
    expect(unknown.status).toBe(404)
    expect(unknown.sentWhenAnswered).toBeLessThan(STREAMED_BYTES)
    expect(unknown.peakGrowth).toBeLessThan(8 * MB)
  })

  it('stops an upload at its cap with the same reader', async () => {
    const upload = apiUrl(server.url, '/digitalfile/assignment/upload')
    const answer = await streamBody(upload, { 'Content-Type': 'multipart/form-data; boundary=x', Authorization: `Bearer ${token}` })
    expect(answer.status).toBe(413)
    expect((JSON.parse(answer.body) as { message: string }).message).toMatch(/20 MB/)
    expect(answer.sentWhenAnswered).toBeLessThan(STREAMED_BYTES)
    // The cap's 20 MB may be held, not the rest.
    expect(answer.peakGrowth).toBeLessThan(28 * MB)
  })

  it('answers the origin’s own readers (CSP reports) with 413 rather than a cut connection', async () => {
    const answer = await streamBody(`${server.url}/csp-report`, { 'Content-Type': 'application/csp-report' })
    expect(answer.status).toBe(413)
    expect(answer.sentWhenAnswered).toBeLessThan(STREAMED_BYTES)
    expect(answer.peakGrowth).toBeLessThan(8 * MB)
  })
})
