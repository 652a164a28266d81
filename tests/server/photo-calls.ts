import { crc32 } from 'node:zlib'
import { expect } from 'vitest'
import { samplePng } from '../../server/seed/sample-files.ts'
import { form, postForm, type Part } from './digital-file-calls.ts'
import type { TestServer } from './test-server.ts'

/** What a camera writes in EXIF and that must not leave the phone: the place the photo was taken. */
export const GPS_TEXT = 'GPS 19.4326 N 99.1332 W'
/** Stands in for the compressed picture after the start of scan: it must arrive untouched. */
export const PICTURE = Buffer.from('compressed picture bytes \u00ff\u0000 with a stuffed byte', 'latin1')

function segment(code: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, code, 0, 0])
  head.writeUInt16BE(data.length + 2, 2)
  return Buffer.concat([head, data])
}

/** An EXIF block (big-endian TIFF) with the orientation and, after its one IFD, the GPS text. */
function exif(orientation: number): Buffer {
  const tiff = Buffer.alloc(26)
  tiff.write('MM', 0, 'latin1')
  tiff.writeUInt16BE(42, 2)
  tiff.writeUInt32BE(8, 4)
  tiff.writeUInt16BE(1, 8)
  tiff.writeUInt16BE(0x0112, 10)
  tiff.writeUInt16BE(3, 12)
  tiff.writeUInt32BE(1, 14)
  tiff.writeUInt16BE(orientation, 18)
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff, Buffer.from(GPS_TEXT, 'latin1')])
}

export interface JpegOptions {
  width?: number
  height?: number
  /** The EXIF orientation to write in APP1; null: no APP1 at all. */
  orientation?: number | null
  /** Extra bytes in the picture, to make the file heavy. */
  padding?: number
}

/**
 * A JPEG as a phone writes it, as far as the server reads it: JFIF, EXIF with a GPS position, a
 * comment, the frame header with the size, the start of scan and the picture.
 */
export function cameraJpeg(opts: JpegOptions = {}): Buffer {
  const { width = 240, height = 300, orientation = 6, padding = 0 } = opts
  const frame = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1])
  frame.writeUInt16BE(height, 1)
  frame.writeUInt16BE(width, 3)
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    ...(orientation === null ? [] : [segment(0xe1, exif(orientation))]),
    segment(0xfe, Buffer.from(`Tomada en ${GPS_TEXT}`, 'latin1')),
    segment(0xc0, frame),
    segment(0xda, Buffer.from([3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0])),
    PICTURE,
    Buffer.alloc(padding, 0x55),
    Buffer.from([0xff, 0xd9]),
  ])
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A real PNG of that size with a text chunk naming the place, after its header. */
export function placedPng(width = 240, height = 260): Buffer {
  const png = samplePng(width, height)
  const afterHeader = 8 + 12 + 13
  return Buffer.concat([png.subarray(0, afterHeader), pngChunk('tEXt', Buffer.from(`Location\0${GPS_TEXT}`, 'latin1')), png.subarray(afterHeader)])
}

export const jpegPart = (name = 'selfie.jpg', opts: JpegOptions = {}): Part => ({ name, bytes: cameraJpeg(opts), type: 'image/jpeg' })
export const pngPart = (name = 'selfie.png', width = 240, height = 260): Part => ({ name, bytes: placedPng(width, height), type: 'image/png' })

export interface SendOptions {
  portal?: 'uvm' | 'unitec'
  key?: string
}

export const sendPhoto = (server: TestServer, token: string, accountNumber: string, file: Part, opts: SendOptions = {}) =>
  postForm(server, token, '/user/photo', form({ accountNumber }, { file }), opts)

export function photoHook(server: TestServer, path: 'decide' | 'reset' | 'age', body: unknown): Promise<Response> {
  return fetch(`${server.url}/__test__/photo/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

export async function resetPhotos(server: TestServer, ...accounts: string[]): Promise<void> {
  for (const accountNumber of accounts) expect((await photoHook(server, 'reset', { accountNumber })).status).toBe(200)
}

export interface PhotoRequestState {
  id: number
  accountNumber: string
  fileName: string | null
  status: 'pending' | 'approved' | 'rejected'
  sentAt: string
  decidedAt: string | null
  reason: string | null
  autoReview: boolean
}

export async function photoRequests(server: TestServer, accountNumber: string): Promise<PhotoRequestState[]> {
  return (await (await fetch(`${server.url}/__test__/state/photo?accountNumber=${accountNumber}`)).json()) as PhotoRequestState[]
}

/** The bytes of a data URL. */
export function bytesOf(dataUrl: string | null | undefined): Buffer {
  expect(dataUrl).toMatch(/^data:image\/(jpeg|png);base64,/)
  return Buffer.from((dataUrl ?? '').slice((dataUrl ?? '').indexOf(',') + 1), 'base64')
}
