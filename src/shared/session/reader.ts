import { useQuery } from '@tanstack/react-query'
import { resolveActiveRole } from '../auth/roles'
import { sessionQueries } from './queries'

/**
 * Whether the person reading is the student the screen is about: an Alumno reads their own
 * things ("tu foto"), a Tutor or an Administrativo reads a student's ("su foto", with the
 * student's name), and only the student may change what is theirs alone. False until the
 * person is known.
 */
export function useReadsOwn(): boolean {
  // Read from what the signed-in frame already asked for; never a request of its own.
  const user = useQuery({ ...sessionQueries.user(), enabled: false }).data
  return user ? resolveActiveRole(user.rols)?.description === 'Alumno' : false
}
