const COLORS = ['#0b5cad', '#8a1c5c', '#1f7a4d', '#a34a00', '#4b3f9e', '#006d77']

/** A small SVG portrait (initials on a colour) as a data URL: stands in for a camera photo. */
export function avatarDataUrl(fullName: string, variant = 0): string {
  const initials = fullName.split(/\s+/).slice(0, 2).map((part) => part[0] ?? '').join('').toUpperCase()
  const color = COLORS[([...fullName].reduce((sum, ch) => sum + (ch.codePointAt(0) ?? 0), 0) + variant) % COLORS.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300">`
    + `<rect width="240" height="300" fill="${color}"/>`
    + `<circle cx="120" cy="115" r="55" fill="#ffffff" opacity="0.85"/>`
    + `<rect x="45" y="185" width="150" height="115" rx="70" fill="#ffffff" opacity="0.85"/>`
    + `<text x="120" y="135" font-family="sans-serif" font-size="48" text-anchor="middle" fill="${color}">${initials}</text>`
    + `</svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
