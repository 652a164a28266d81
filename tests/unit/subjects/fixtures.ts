import type { CyclesOffered, Subject } from '@/contract/academic'

export const subject = (overrides: Partial<Subject> = {}): Subject => ({
  code: 'PSI101',
  name: 'Psicología general',
  credits: 8,
  cycle: '2025-2',
  status: 'CURSANDO',
  group: '101',
  teacher: 'Mtra. Laura Campos',
  grades: [
    { period: 'Parcial 1', grade: 9.5 },
    { period: 'Parcial 2', grade: null },
  ],
  finalGrade: null,
  attendance: { sessions: 30, absences: 0, maxAbsences: 10 },
  ...overrides,
})

/** One enrolled subject per attendance level (maximum 10 absences each). */
export const enrolled: Subject[] = [
  subject({ code: 'PSI101', name: 'Psicología general', status: 'CURSANDO', attendance: { sessions: 30, absences: 0, maxAbsences: 10 } }),
  subject({ code: 'PSI102', name: 'Neurociencias', status: 'INSCRITA', attendance: { sessions: 30, absences: 4, maxAbsences: 10 } }),
  subject({ code: 'PSI103', name: 'Estadística', status: 'INSCRITO', attendance: { sessions: 30, absences: 8, maxAbsences: 10 } }),
  subject({ code: 'PSI104', name: 'Teorías de la personalidad', status: 'CURSANDO', attendance: { sessions: 30, absences: 10, maxAbsences: 10 } }),
  subject({ code: 'PSI105', name: 'Metodología', status: 'BAJA', attendance: { sessions: 30, absences: 12, maxAbsences: 10 } }),
]

export const history: Subject[] = [
  subject({ code: 'PSI001', name: 'Introducción a la psicología', cycle: '2024-2', status: 'APROBADA', finalGrade: 9, attendance: null }),
  subject({ code: 'MAT001', name: 'Matemáticas', cycle: '2025-1', status: 'REPROBADO', finalGrade: 5.5, attendance: null }),
  subject({ code: 'ETI001', name: 'Ética', cycle: '2025-1', status: 'APROBADO', finalGrade: 8.75, attendance: null }),
]

export const plan: CyclesOffered = {
  planCode: 'LPSI-2018',
  cycles: [
    {
      number: 2,
      name: 'Cuatrimestre 2',
      subjects: [{ code: 'PSI201', name: 'Psicología social', credits: 8, status: 'PENDIENTE', finalGrade: null }],
    },
    {
      number: 1,
      name: 'Cuatrimestre 1',
      subjects: [
        { code: 'PSI001', name: 'Introducción a la psicología', credits: 8, status: 'APROBADA', finalGrade: 9 },
        { code: 'PSI101', name: 'Psicología general', credits: 8, status: 'CURSANDO', finalGrade: null },
      ],
    },
  ],
}
