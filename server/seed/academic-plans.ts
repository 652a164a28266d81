/** Curricula ("Mi plan") of the seeded programs. */

export interface PlanSubjectDef {
  code: string
  name: string
  credits: number
}

export interface PlanDef {
  planCode: string
  cycles: PlanSubjectDef[][]
}

interface ProgramDef {
  planCode: string
  /** Prefix of subject codes, e.g. PSI-601. */
  prefix: string
  credits: number
  /** Subjects written out cycle by cycle… */
  cycles?: string[][]
  /** …or themes that repeat with a level (I, II, III) plus a language or core subject per cycle. */
  themes?: string[]
  totalCycles?: number
  perCycle?: number
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']
const roman = (n: number): string => ROMAN[n - 1] ?? String(n)

// Last cycles of a licenciatura close with these instead of English.
const CLOSING = ['Ética y responsabilidad social', 'Emprendimiento e innovación', 'Seminario de titulación']

const PROGRAMS: Record<string, ProgramDef> = {
  'LPSI-18': {
    planCode: 'LPSI-2018', prefix: 'PSI', credits: 8,
    cycles: [
      ['Introducción a la psicología', 'Bases biológicas de la conducta', 'Historia de la psicología', 'Habilidades de pensamiento crítico', 'Expresión oral y escrita', 'Inglés I'],
      ['Psicología del desarrollo I', 'Neuroanatomía funcional', 'Procesos psicológicos básicos', 'Estadística descriptiva', 'Metodología de la investigación', 'Inglés II'],
      ['Psicología del desarrollo II', 'Teorías de la personalidad', 'Psicología social', 'Estadística inferencial', 'Ética profesional', 'Inglés III'],
      ['Psicopatología I', 'Psicometría', 'Psicología del aprendizaje', 'Entrevista psicológica', 'Investigación cualitativa', 'Inglés IV'],
      ['Psicopatología II', 'Evaluación psicológica', 'Psicología educativa', 'Psicología organizacional', 'Dinámica de grupos', 'Inglés V'],
      ['Psicología clínica', 'Neuropsicología', 'Orientación vocacional', 'Desarrollo organizacional', 'Psicología de la salud', 'Inglés VI'],
      ['Intervención en crisis', 'Terapia cognitivo-conductual', 'Psicología comunitaria', 'Selección de personal', 'Diseño de proyectos de investigación', 'Optativa I'],
      ['Psicoterapia humanista', 'Psicología forense', 'Prácticas profesionales I', 'Emprendimiento social', 'Seminario de tesis I', 'Optativa II'],
      ['Psicología de la familia y la pareja', 'Prácticas profesionales II', 'Seminario de tesis II', 'Liderazgo y negociación', 'Deontología', 'Optativa III'],
    ],
  },
  'ISC-20': {
    planCode: 'ISC-2020', prefix: 'ISC', credits: 8,
    cycles: [
      ['Fundamentos de programación', 'Cálculo diferencial', 'Álgebra lineal', 'Introducción a la ingeniería en sistemas', 'Expresión oral y escrita', 'Inglés I'],
      ['Programación orientada a objetos', 'Cálculo integral', 'Matemáticas discretas', 'Física I', 'Metodología de la investigación', 'Inglés II'],
      ['Estructuras de datos', 'Ecuaciones diferenciales', 'Probabilidad y estadística', 'Física II', 'Arquitectura de computadoras', 'Inglés III'],
      ['Análisis y diseño de algoritmos', 'Bases de datos I', 'Sistemas operativos', 'Electrónica digital', 'Ética profesional', 'Inglés IV'],
      ['Ingeniería de software I', 'Bases de datos II', 'Redes de computadoras I', 'Teoría de la computación', 'Métodos numéricos', 'Inglés V'],
      ['Ingeniería de software II', 'Desarrollo web', 'Redes de computadoras II', 'Lenguajes y autómatas', 'Investigación de operaciones', 'Inglés VI'],
      ['Inteligencia artificial', 'Desarrollo de aplicaciones móviles', 'Seguridad informática', 'Sistemas distribuidos', 'Administración de proyectos', 'Optativa I'],
      ['Aprendizaje automático', 'Cómputo en la nube', 'Auditoría de sistemas', 'Prácticas profesionales', 'Emprendimiento tecnológico', 'Optativa II'],
      ['Arquitectura de software', 'Ciencia de datos', 'Gestión de servicios de TI', 'Seminario de titulación', 'Innovación tecnológica', 'Optativa III'],
    ],
  },
  'MEDU-22': {
    planCode: 'MEDU-2022', prefix: 'MED', credits: 10,
    cycles: [
      ['Fundamentos de la educación contemporánea', 'Teorías del aprendizaje', 'Tecnología para la educación', 'Metodología de la investigación educativa', 'Gestión de ambientes de aprendizaje'],
      ['Diseño instruccional', 'Evaluación del aprendizaje', 'Políticas educativas', 'Estadística aplicada a la educación', 'Seminario de investigación I'],
      ['Liderazgo educativo', 'Educación inclusiva', 'Innovación educativa', 'Desarrollo curricular', 'Seminario de investigación II'],
      ['Educación a distancia', 'Formación docente', 'Neurociencia y aprendizaje', 'Gestión de proyectos educativos', 'Seminario de tesis'],
    ],
  },
  'MBA-21': {
    planCode: 'MBA-2021', prefix: 'MBA', credits: 10,
    cycles: [
      ['Dirección estratégica', 'Contabilidad gerencial', 'Economía para los negocios', 'Comportamiento organizacional', 'Métodos cuantitativos'],
      ['Finanzas corporativas', 'Mercadotecnia estratégica', 'Dirección de operaciones', 'Gestión del talento', 'Negocios internacionales'],
      ['Evaluación de proyectos de inversión', 'Innovación y emprendimiento', 'Negociación', 'Inteligencia de negocios', 'Ética y gobierno corporativo'],
      ['Transformación digital', 'Dirección de ventas', 'Cadena de suministro', 'Simulador de negocios', 'Proyecto integrador'],
    ],
  },
  'PREP-UVM': {
    planCode: 'PREP-2019', prefix: 'PRE', credits: 6, totalCycles: 6, perCycle: 6,
    themes: ['Matemáticas', 'Química', 'Taller de lectura y redacción', 'Informática', 'Historia', 'Orientación educativa', 'Física', 'Biología', 'Filosofía', 'Ciencias sociales', 'Literatura', 'Geografía'],
  },
  'LPED-18': {
    planCode: 'LPED-2018', prefix: 'PED', credits: 8,
    themes: ['Teorías del aprendizaje', 'Didáctica', 'Sociología de la educación', 'Filosofía de la educación', 'Psicología educativa', 'Planeación educativa', 'Evaluación del aprendizaje', 'Diseño curricular', 'Tecnología educativa', 'Orientación educativa', 'Educación inclusiva', 'Gestión escolar', 'Investigación educativa', 'Política educativa', 'Práctica docente'],
  },
  'LDER-20': {
    planCode: 'LDER-2020', prefix: 'DER', credits: 8,
    themes: ['Introducción al estudio del derecho', 'Derecho romano', 'Teoría del Estado', 'Derecho civil', 'Derecho penal', 'Derecho constitucional', 'Derecho mercantil', 'Derecho administrativo', 'Derecho laboral', 'Derecho procesal civil', 'Derecho procesal penal', 'Derecho internacional', 'Derecho fiscal', 'Amparo', 'Juicios orales'],
  },
  'IIS-19': {
    planCode: 'IIS-2019', prefix: 'IIS', credits: 8,
    themes: ['Cálculo', 'Física', 'Química industrial', 'Dibujo industrial', 'Estadística industrial', 'Procesos de manufactura', 'Investigación de operaciones', 'Ingeniería de métodos', 'Control de calidad', 'Logística', 'Ergonomía', 'Planeación de la producción', 'Simulación de sistemas', 'Ingeniería económica', 'Seguridad industrial'],
  },
  'LNUT-21': {
    planCode: 'LNUT-2021', prefix: 'NUT', credits: 8,
    themes: ['Anatomía y fisiología', 'Bioquímica', 'Química de los alimentos', 'Nutrición humana', 'Evaluación del estado nutricio', 'Dietética', 'Microbiología de los alimentos', 'Nutrición clínica', 'Salud pública', 'Tecnología de alimentos', 'Nutrición deportiva', 'Educación en nutrición', 'Dietoterapia', 'Servicios de alimentos', 'Nutrición comunitaria'],
  },
  'LMKT-20': {
    planCode: 'LMKT-2020', prefix: 'MKT', credits: 8,
    themes: ['Fundamentos de mercadotecnia', 'Comportamiento del consumidor', 'Investigación de mercados', 'Publicidad', 'Mercadotecnia digital', 'Estrategia de precios', 'Canales de distribución', 'Ventas', 'Gestión de marca', 'Comunicación integral', 'Economía', 'Contabilidad', 'Estadística', 'Mercadotecnia internacional', 'Analítica de datos'],
  },
  'ARQ-19': {
    planCode: 'ARQ-2019', prefix: 'ARQ', credits: 8,
    themes: ['Taller de diseño arquitectónico', 'Geometría descriptiva', 'Historia de la arquitectura', 'Dibujo arquitectónico', 'Sistemas estructurales', 'Procedimientos constructivos', 'Instalaciones', 'Urbanismo', 'Topografía', 'Representación digital', 'Teoría de la arquitectura', 'Costos y presupuestos', 'Arquitectura sustentable', 'Diseño urbano', 'Administración de obra'],
  },
  'LDG-19': {
    planCode: 'LDG-2019', prefix: 'LDG', credits: 8,
    themes: ['Fundamentos del diseño', 'Dibujo', 'Teoría del color', 'Tipografía', 'Fotografía', 'Diseño editorial', 'Ilustración', 'Identidad gráfica', 'Animación', 'Diseño web', 'Historia del diseño', 'Semiótica', 'Producción gráfica', 'Diseño de empaque', 'Diseño de interfaces'],
  },
  'LCP-EJ': {
    planCode: 'LCP-EJ-2017', prefix: 'CON', credits: 8,
    themes: ['Contabilidad financiera', 'Matemáticas financieras', 'Derecho mercantil', 'Costos', 'Contribuciones fiscales', 'Auditoría', 'Finanzas', 'Microeconomía', 'Macroeconomía', 'Estadística', 'Contabilidad gubernamental', 'Presupuestos', 'Sistemas de información contable', 'Control interno', 'Seguridad social'],
  },
  'IMT-21': {
    planCode: 'IMT-2021', prefix: 'IMT', credits: 8,
    themes: ['Cálculo', 'Física', 'Programación', 'Dibujo mecánico', 'Circuitos eléctricos', 'Electrónica analógica', 'Electrónica digital', 'Mecánica de materiales', 'Control automático', 'Microcontroladores', 'Robótica', 'Sistemas hidráulicos y neumáticos', 'Manufactura asistida por computadora', 'Instrumentación', 'Diseño mecatrónico'],
  },
  'LENF-20': {
    planCode: 'LENF-2020', prefix: 'ENF', credits: 8,
    themes: ['Anatomía', 'Fisiología', 'Fundamentos de enfermería', 'Microbiología y parasitología', 'Farmacología', 'Enfermería médico-quirúrgica', 'Enfermería materno-infantil', 'Enfermería pediátrica', 'Enfermería comunitaria', 'Nutrición', 'Psicología de la salud', 'Bioética', 'Epidemiología', 'Enfermería geriátrica', 'Administración de servicios de enfermería'],
  },
  'LAE-19': {
    planCode: 'LAE-2019', prefix: 'LAE', credits: 8,
    themes: ['Fundamentos de administración', 'Contabilidad', 'Matemáticas para negocios', 'Microeconomía', 'Derecho empresarial', 'Mercadotecnia', 'Finanzas', 'Recursos humanos', 'Estadística para negocios', 'Administración de operaciones', 'Comportamiento organizacional', 'Planeación estratégica', 'Negocios internacionales', 'Evaluación de proyectos', 'Emprendimiento'],
  },
}

const LICENCIATURA_CYCLES = 9
const THEMED_PER_CYCLE = 5

/** Themes take turns and come back one level up: Derecho civil I, then II three cycles later. */
function themedCycles(def: ProgramDef, themes: string[]): string[][] {
  const total = def.totalCycles ?? LICENCIATURA_CYCLES
  const perCycle = def.perCycle ?? THEMED_PER_CYCLE
  const cycles: string[][] = []
  for (let c = 1; c <= total; c++) {
    const names: string[] = []
    for (let slot = 0; slot < perCycle; slot++) {
      const index = (c - 1) * perCycle + slot
      names.push(`${themes[index % themes.length]} ${roman(Math.floor(index / themes.length) + 1)}`)
    }
    names.push(c <= 6 ? `Inglés ${roman(c)}` : (CLOSING[c - 7] ?? 'Optativa'))
    cycles.push(names)
  }
  return cycles
}

function credits(def: ProgramDef, name: string): number {
  if (name.startsWith('Inglés')) return 4
  if (name.startsWith('Optativa')) return 6
  return def.credits
}

const plans = new Map<string, PlanDef>()

export function planFor(cvProgram: string): PlanDef {
  const cached = plans.get(cvProgram)
  if (cached) return cached
  const def = PROGRAMS[cvProgram]
  if (!def) throw new Error(`no curriculum for program ${cvProgram}`)
  const names = def.cycles ?? themedCycles(def, def.themes ?? [])
  const plan: PlanDef = {
    planCode: def.planCode,
    cycles: names.map((cycle, c) => cycle.map((name, slot) => ({
      code: `${def.prefix}-${c + 1}${String(slot + 1).padStart(2, '0')}`,
      name,
      credits: credits(def, name),
    }))),
  }
  plans.set(cvProgram, plan)
  return plan
}

/** Spanish agreement of the status: "la materia" but "el seminario", "el taller", "el inglés". */
export function isMasculine(name: string): boolean {
  return /^(Inglés|Seminario|Taller|Laboratorio|Proyecto|Simulador|Dibujo|Diseño|Derecho|Control|Amparo|Urbanismo)\b/.test(name)
}
