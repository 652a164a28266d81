import type { SubjectStrip } from '@/contract/academic'

export const strip = (overrides: Partial<SubjectStrip> = {}): SubjectStrip => ({
  cycle: '2026-1',
  cycleName: 'Primavera 2026',
  subjects: [
    {
      code: 'DER-201',
      name: 'Derecho Civil II',
      group: '201A',
      teacher: 'Dra. Ana Ruiz',
      credits: 8,
      classroom: 'Aula 204',
      // Out of order on purpose: the table shows Monday first.
      sessions: [
        { weekday: 3, start: '07:00', end: '09:00' },
        { weekday: 1, start: '07:00', end: '09:00' },
      ],
    },
    {
      code: 'DER-215',
      name: 'Teoría del Estado',
      group: '215B',
      teacher: 'Mtro. Luis Pérez',
      credits: 6,
      classroom: 'Aula 118',
      sessions: [{ weekday: 5, start: '11:00', end: '13:00' }],
    },
  ],
  ...overrides,
})
