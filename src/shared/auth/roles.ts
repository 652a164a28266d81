import { ROLE_NAMES, type Role, type RoleName } from '@/contract/user'

/**
 * Spec §4: the roles of the user are searched in the order Administrativo, Tutor, Alumno;
 * the first found becomes active.
 */
export function resolveActiveRole(roles: readonly Role[]): Role | undefined {
  for (const name of ROLE_NAMES) {
    const found = roles.find((role) => role.description === name)
    if (found) return found
  }
  return undefined
}

export function hasRole(roles: readonly Role[], name: RoleName): boolean {
  return roles.some((role) => role.description === name)
}
