import { MORTARBOARD, type IconArt } from './icon-art.ts'

const CARDS = [
  { title: 'Próxima clase', lines: ['Estadística aplicada', 'Hoy · 10:00 · Aula 204'] },
  { title: 'Credencial digital', lines: ['Vigente', 'Muestra tu código QR en el acceso'] },
  { title: 'Notificaciones', lines: ['3 sin leer', 'Documento por vencer'] },
  { title: 'Pagos', lines: ['Sin adeudos', 'Próximo pago: 5 de septiembre'] },
  { title: 'Materias', lines: ['6 en curso', 'Promedio general 9.1'] },
  { title: 'Expediente digital', lines: ['2 documentos pendientes', 'Entrega antes del 30 de agosto'] },
]

const MENU = ['Inicio', 'Agenda', 'Materias', 'Pagos', 'Expediente digital', 'Credencial', 'Notificaciones', 'Configuración']

const card = (c: (typeof CARDS)[number], color: string) => `<section class="card">
  <h2 style="color:${color}">${c.title}</h2>${c.lines.map((line, i) => `<p class="${i === 0 ? 'big' : ''}">${line}</p>`).join('')}
</section>`

const logo = (art: IconArt) => `<svg width="34" height="34" viewBox="0 0 100 100"><g>${MORTARBOARD}</g></svg><strong>${art.mark}</strong>`

const styles = (art: IconArt, width: number, height: number) => `${art.fontCss}
* { box-sizing: border-box; }
html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; font-family: 'Work Sans', sans-serif; background: #f4f5f7; color: #1d2433; }
header { background: ${art.color}; color: #fff; display: flex; align-items: center; gap: 10px; padding: 0 20px; height: 60px; }
header strong { font-size: 20px; letter-spacing: 0.5px; }
header span { opacity: 0.85; font-size: 15px; }
h1 { font-size: 24px; margin: 0 0 4px; }
.sub { margin: 0 0 18px; color: #5a6273; font-size: 15px; }
.card { background: #fff; border-radius: 12px; padding: 16px 18px; box-shadow: 0 1px 3px rgba(0,0,0,0.08); }
.card h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.6px; margin: 0 0 8px; }
.card p { margin: 2px 0; color: #5a6273; font-size: 14px; }
.card p.big { color: #1d2433; font-size: 17px; font-weight: 600; }`

/** The home screen on a phone: stacked cards and a bottom bar. */
export function narrowHome(art: IconArt, career: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>${styles(art, 390, 844)}
main { padding: 20px 16px; display: grid; gap: 12px; }
nav { position: absolute; bottom: 0; left: 0; right: 0; height: 64px; background: #fff; border-top: 1px solid #e3e6ec; display: flex; justify-content: space-around; align-items: center; font-size: 12px; color: #5a6273; }
nav b { color: ${art.color}; }
</style></head><body>
<header>${logo(art)}<span>Portal de alumnos</span></header>
<main><div><h1>¡Hola!</h1><p class="sub">${career}</p></div>${CARDS.slice(0, 5).map((c) => card(c, art.color)).join('')}</main>
<nav><b>Inicio</b><span>Agenda</span><span>Credencial</span><span>Avisos</span><span>Menú</span></nav>
</body></html>`
}

/** The home screen on a computer: side menu and a grid of cards. */
export function wideHome(art: IconArt, career: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>${styles(art, 1280, 800)}
.layout { display: flex; height: 740px; }
aside { width: 240px; background: #fff; border-right: 1px solid #e3e6ec; padding: 16px 12px; }
aside a { display: block; padding: 10px 12px; border-radius: 8px; color: #1d2433; text-decoration: none; font-size: 15px; margin-bottom: 2px; }
aside a.on { background: #eef0f4; color: ${art.color}; font-weight: 600; }
main { flex: 1; padding: 32px 40px; }
.grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 18px; }
</style></head><body>
<header>${logo(art)}<span>Portal de alumnos</span></header>
<div class="layout"><aside>${MENU.map((m, i) => `<a class="${i === 0 ? 'on' : ''}">${m}</a>`).join('')}</aside>
<main><h1>¡Hola!</h1><p class="sub">${career}</p><div class="grid">${CARDS.map((c) => card(c, art.color)).join('')}</div></main></div>
</body></html>`
}
