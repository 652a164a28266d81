import { describe, expect, it } from 'vitest'
import type { Role } from '@/contract/user'
import { hasRole, resolveActiveRole } from '@/shared/auth/roles'

const admin: Role = { id: 1, description: 'Administrativo' }
const tutor: Role = { id: 2, description: 'Tutor' }
const student: Role = { id: 3, description: 'Alumno' }

describe('resolveActiveRole', () => {
  it('prefers Administrativo over Tutor and Alumno, whatever the order received', () => {
    expect(resolveActiveRole([student, tutor, admin])).toEqual(admin)
    expect(resolveActiveRole([student, admin])).toEqual(admin)
  })
  it('prefers Tutor over Alumno', () => {
    expect(resolveActiveRole([student, tutor])).toEqual(tutor)
  })
  it('falls back to Alumno, and to nothing without roles', () => {
    expect(resolveActiveRole([student])).toEqual(student)
    expect(resolveActiveRole([])).toBeUndefined()
  })
  it('answers whether a role is held', () => {
    expect(hasRole([student, admin], 'Alumno')).toBe(true)
    expect(hasRole([student], 'Tutor')).toBe(false)
  })
})
