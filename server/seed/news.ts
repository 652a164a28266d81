import type { Portal } from '../../src/contract/common.ts'
import { insert, type Db } from '../db/sql.ts'
import type { SeedContext } from './context.ts'

const DAY_MS = 86_400_000

/** [portal, days before the seed, title, text, link]: published news, plus one scheduled for later (not shown yet). */
const NEWS: ReadonlyArray<[Portal, number, string, string, string | null]> = [
  ['uvm', 1, 'Semana de la Salud Mental', 'Talleres, pláticas y atención psicológica gratuita en todos los campus. Inscríbete desde el Centro de ayuda.', 'https://www.uvm.mx/noticias/semana-salud-mental'],
  ['uvm', 6, 'Becas de excelencia 2027', 'Abre la convocatoria de becas por promedio para el próximo ciclo. Revisa requisitos y fechas.', 'https://www.uvm.mx/becas'],
  ['uvm', 13, 'Feria de empleo Laureate', 'Más de 80 empresas buscan talento UVM. Lleva tu CV actualizado.', null],
  ['uvm', -5, 'Cierre administrativo de fin de año', 'Las oficinas cerrarán del 24 de diciembre al 2 de enero.', null],
  ['unitec', 2, 'Hackatón UNITEC 2026', 'Forma tu equipo y resuelve retos reales de la industria durante 48 horas.', 'https://www.unitec.mx/hackaton'],
  ['unitec', 8, 'Nuevos laboratorios de ingeniería', 'Los campus Sur y Marina estrenan laboratorios de robótica y manufactura.', null],
  ['unitec', 15, 'Convocatoria de movilidad internacional', 'Estudia un semestre en el extranjero. Registro abierto hasta fin de mes.', 'https://www.unitec.mx/internacional'],
]

export function seedNews(db: Db, context: SeedContext): void {
  NEWS.forEach(([portal, daysAgo, title, text, link], index) => {
    insert(db, 'news', {
      id: index + 1, portal, title, text, link, published_at: new Date(context.now.getTime() - daysAgo * DAY_MS).toISOString(),
    })
  })
}
