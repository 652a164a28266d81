import { useQuery, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { LoggedUser, SelectedStudent, StudentAccount } from '@/contract/user'
import { resolveActiveRole } from '../auth/roles'
import { effectiveSelection, sameSelection } from './choice'
import { sessionQueries } from './queries'
import { selectedStudent, selectionQuery, useSelect, type Selection } from './selection'

/**
 * Whom the person chooses among, by their active role: an Alumno their own accounts, a Tutor
 * the students linked to them. An Administrativo chooses on the find-student screen, so there
 * is no list to take a default from (`null`).
 */
function choicesOf(user: LoggedUser, tutorStudents: readonly StudentAccount[] | undefined): readonly StudentAccount[] | null | 'pending' {
  const role = resolveActiveRole(user.rols)?.description
  if (role === 'Administrativo') return null
  if (role === 'Tutor' && user.tutorId !== null) return tutorStudents ?? 'pending'
  return user.students
}

/**
 * The student and career every screen shows, whatever address the person arrived at: the one
 * they chose (while it is still theirs to see), else the same default the home picks. Known
 * before the screen asks, so a deep link or a shortcut never lands on "choose a student" for
 * a person who has one.
 */
function currentSelection(saved: Selection | null, choices: readonly StudentAccount[] | null | 'pending'): Selection | null | 'pending' {
  if (choices === 'pending') return saved ?? 'pending'
  if (choices === null) return saved
  return effectiveSelection(choices, saved)
}

function useChoices() {
  // Who the person is comes from the signed-in frame, which asks for it before any screen shows.
  const user = useQuery({ ...sessionQueries.user(), enabled: false }).data
  const tutorId = user && resolveActiveRole(user.rols)?.description === 'Tutor' ? user.tutorId : null
  const tutorStudents = useQuery({ ...sessionQueries.tutorStudents(tutorId ?? 0), enabled: tutorId !== null })
  if (!user) return 'pending'
  // A list that cannot be had (no signal, nothing saved) takes no choice away.
  if (tutorId !== null && tutorStudents.isError) return null
  return choicesOf(user, tutorStudents.data)
}

export type CurrentSelection = { pending: true; selection: null } | { pending: false; selection: Selection | null }

/** The selection screens show; `pending` while the stored choice or the person's list is still on its way. */
export function useCurrentSelection(): CurrentSelection {
  const stored = useQuery(selectionQuery())
  const choices = useChoices()
  if (stored.isPending) return { pending: true, selection: null }
  const current = currentSelection(stored.data ?? null, choices)
  return current === 'pending' ? { pending: true, selection: null } : { pending: false, selection: current }
}

/**
 * Behind every signed-in screen: stores the default (first visit, or an account no longer the
 * person's) as soon as it is known, whichever screen is open. A choice the person makes is
 * queued after it (one mutation scope), so it is never overwritten.
 */
export function useKeepSelection() {
  const stored = useQuery(selectionQuery())
  const { pending, selection } = useCurrentSelection()
  const select = useSelect()
  const saved = stored.data ?? null
  useEffect(() => {
    if (stored.isSuccess && !pending && selection && !sameSelection(selection, saved) && !select.isPending) select.mutate(selection)
  }, [stored.isSuccess, pending, selection, saved, select])
}

/** Whom the person chooses among (see `choicesOf`), asking for their list if it is not known yet. */
export async function choicesFor(queryClient: QueryClient): Promise<readonly StudentAccount[] | null | 'pending'> {
  const user = await queryClient.ensureQueryData(sessionQueries.user())
  const role = resolveActiveRole(user.rols)?.description
  const tutorStudents =
    role === 'Tutor' && user.tutorId !== null ? await queryClient.ensureQueryData(sessionQueries.tutorStudents(user.tutorId)) : undefined
  return choicesOf(user, tutorStudents)
}

/**
 * For a route loader: the selection its screen will show, waiting for the person's list only
 * when nothing is stored yet (a first visit through a deep link).
 */
export async function resolveSelection(queryClient: QueryClient): Promise<Selection | null> {
  const saved = await queryClient.ensureQueryData(selectionQuery())
  if (saved) return saved
  const current = currentSelection(null, await choicesFor(queryClient))
  return current === 'pending' ? null : current
}

/** The selected student and career as every screen shows them (see `useCurrentSelection`). */
export function useSelection() {
  return useCurrentSelection().selection
}

/**
 * For a route loader: starts the selected student's first data, never awaited. With no
 * database yet (still signing in) or no student to show, the screen loads it itself.
 */
export async function prefetchForStudent(queryClient: QueryClient, prefetch: (student: SelectedStudent) => Promise<unknown>[]) {
  try {
    const student = selectedStudent(await resolveSelection(queryClient))
    if (student) await Promise.all(prefetch(student))
  } catch {
    // The screen shows its own loading and error states.
  }
}
