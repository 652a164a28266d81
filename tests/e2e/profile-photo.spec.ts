import type { Page } from '@playwright/test'
import { crc32, deflateSync } from 'node:zlib'
import { cameraJpeg, inspectJpeg } from '../support/camera-jpeg'
import { expect, expectAccessible, test } from './fixtures'
import { BASE_URL } from './profile'
import { selectionSaved, studentHome } from './support'

/** alumno's first account: its last approved photo is old enough to change it now. */
const ACCOUNT = '010245871'

async function photoHook(path: string, body: object) {
  const response = await fetch(`${BASE_URL}/__test__/photo/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${path} hook: ${await response.clone().text()}`).toBe(true)
}

/** The photo requests the server holds for the account (without the pictures). */
async function requestsOnServer(): Promise<Array<{ status: string }>> {
  const response = await fetch(`${BASE_URL}/__test__/state/photo?accountNumber=${ACCOUNT}`)
  return (await response.json()) as Array<{ status: string }>
}

/** A real PNG of one grey colour, `width` × `height` pixels, as a phone's gallery would hand one over. */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc32(body), 8 + data.length)
    return out
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8) // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0xa0)])
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}

const photoSection = (page: Page) => page.getByRole('region', { name: 'Foto de perfil' })

test.beforeEach(async () => {
  await photoHook('reset', { accountNumber: ACCOUNT })
})

test('a photo taken with the camera goes to review once, shows on the credential when approved, and the next change waits 4 months', async ({ page, context, startSignedIn }) => {
  await context.grantPermissions(['camera'])
  await startSignedIn('alumno')
  await studentHome(page)
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' }).click()
  const cardPhoto = page.getByRole('main').getByRole('img', { name: /^Foto de / })
  const before = await cardPhoto.getAttribute('src')
  await page.getByRole('link', { name: 'Cambiar la foto de la credencial' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible()
  await expect(photoSection(page).getByText('Aprobada', { exact: true })).toBeVisible()
  const sentBefore = (await requestsOnServer()).length

  await photoSection(page).getByRole('button', { name: 'Tomar fotos' }).click()
  const camera = page.getByRole('dialog', { name: 'Fotografiar Foto de perfil' })
  await camera.getByRole('button', { name: 'Tomar foto' }).click()
  await camera.getByRole('button', { name: 'Usar foto' }).click()
  await expect(camera).toBeHidden()
  await expect(photoSection(page).getByText('Foto de perfil.jpg')).toBeVisible()
  await expectAccessible(page, 'profile photo chosen')
  await photoSection(page).getByRole('button', { name: 'Enviar foto a revisión' }).dblclick()

  // In review: the credential keeps the approved photo meanwhile, and no second photo can go.
  await expect(photoSection(page).getByText('En revisión', { exact: true }).first()).toBeVisible()
  await expect(photoSection(page).getByText(/La revisión tarda de 3 a 5 días/)).toBeVisible()
  await expect(photoSection(page).getByText('Podrás enviar otra foto cuando termine la revisión de la actual.')).toBeVisible()
  await expect(photoSection(page).getByRole('button', { name: 'Enviar foto a revisión' })).toHaveCount(0)
  const sent = await photoSection(page).getByRole('img', { name: 'La foto en revisión' }).getAttribute('src')
  expect(sent).toMatch(/^data:image\/jpeg;base64,/)
  expect(await requestsOnServer()).toHaveLength(sentBefore + 1)

  await photoHook('decide', { accountNumber: ACCOUNT, verdict: 'approve' })
  await page.reload()
  await expect(photoSection(page).getByText('Aprobada', { exact: true })).toBeVisible()
  await expect(photoSection(page).getByText(/^Tu foto se puede cambiar cada 4 meses: podrás cambiarla a partir del \d{1,2} de \w+ de \d{4}\.$/)).toBeVisible()
  await expect(photoSection(page).getByRole('button', { name: 'Tomar fotos' })).toHaveCount(0)

  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Credencial digital' }).click()
  await expect(cardPhoto).toHaveAttribute('src', sent!)
  expect(sent).not.toBe(before)

  // Four months later the photo can be changed again.
  await photoHook('age', { accountNumber: ACCOUNT, months: 4 })
  await page.goto('/perfil')
  await expect(photoSection(page).getByRole('button', { name: 'Tomar fotos' })).toBeVisible()
})

test('a rejected photo says why and can be replaced at once, by a phone’s photo made small, upright and without its place', async ({ page, startSignedIn }) => {
  await startSignedIn('alumno')
  await studentHome(page)
  await page.goto('/perfil')
  await photoSection(page).getByRole('button', { name: 'Elegir archivo' }).waitFor()
  await photoSection(page).getByLabel('Nueva foto de perfil').setInputFiles({ name: 'rechazar-fondo.png', mimeType: 'image/png', buffer: solidPng(240, 300) })
  await photoSection(page).getByRole('button', { name: 'Enviar foto a revisión' }).click()
  await expect(photoSection(page).getByText('En revisión', { exact: true }).first()).toBeVisible()
  await photoHook('decide', { accountNumber: ACCOUNT })
  await page.reload()
  await expect(photoSection(page).getByText('Rechazada', { exact: true })).toBeVisible()
  await expect(photoSection(page).getByText(/^Tu foto no fue aprobada: La foto no cumple los requisitos/)).toBeVisible()
  await expect(photoSection(page).getByRole('button', { name: 'Elegir archivo' })).toBeVisible()

  // Straight from the phone's camera: on its side with orientation 6, GPS, about 5 MB.
  await photoSection(page).getByLabel('Nueva foto de perfil').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: cameraJpeg().bytes })
  await expect(photoSection(page).getByRole('status').filter({ hasText: /^Reducimos tu foto de 4\.\d MB a \d+ kB para enviarla, sin su ubicación/ })).toBeVisible()
  await photoSection(page).getByRole('button', { name: 'Enviar foto a revisión' }).click()
  await expect(photoSection(page).getByText('En revisión', { exact: true }).first()).toBeVisible()
  const sent = (await photoSection(page).getByRole('img', { name: 'La foto en revisión' }).getAttribute('src'))!
  const seen = await inspectJpeg(Buffer.from(sent.slice(sent.indexOf(',') + 1), 'base64'))
  expect(seen).toMatchObject({ width: 1500, height: 2000, redOnTop: true, metadataSegments: 0 })
})

test('a tutor sees the linked student’s photo and its state, and cannot change it', async ({ page, startSignedIn }) => {
  await startSignedIn('tutor')
  await expect(page.getByRole('heading', { name: 'Alumno y carrera' })).toBeVisible()
  await selectionSaved(page)
  await page.goto('/perfil')
  await expect(photoSection(page).getByText('Solo el alumno puede cambiar su foto.')).toBeVisible()
  await expect(photoSection(page).getByRole('button', { name: 'Elegir archivo' })).toHaveCount(0)
})
