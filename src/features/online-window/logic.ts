import type { CyclesOffered } from '@/contract/academic'
import {
  MAX_REENROLLMENT_SUBJECTS, subjectBlock, windowState, type OnlineWindow, type ServiceWindow, type WindowKind, type WindowState,
} from '@/contract/online-window'

export { windowState, type WindowState }

/** A window of the answer by kind, with whether it is open on `today` (the device's campus day, so it holds offline). */
export function windowOf(state: Pick<OnlineWindow, 'windows'>, kind: WindowKind, today: string): { window: ServiceWindow; state: WindowState } | null {
  const window = state.windows.find((w) => w.kind === kind)
  return window ? { window, state: windowState(window, today) } : null
}

/** Why an action cannot be taken now, in order: no signal, no permission, window closed. */
export type ActionBlock = 'offline' | 'role' | 'closed' | null

export function actionBlock({ online, allowed, open }: { online: boolean; allowed: boolean; open: boolean }): ActionBlock {
  if (!allowed) return 'role'
  if (!open) return 'closed'
  if (!online) return 'offline'
  return null
}

export interface OfferedSubject {
  code: string
  name: string
  credits: number
  cycle: string
  block: ReturnType<typeof subjectBlock>
}

/** The plan's subjects still to take, by cycle, each with why it cannot be chosen (null: it can). */
export function offeredCycles(plan: CyclesOffered): Array<{ number: number; name: string; subjects: OfferedSubject[] }> {
  return plan.cycles
    .map((cycle) => ({
      number: cycle.number,
      name: cycle.name,
      subjects: cycle.subjects
        .map((s) => ({ code: s.code, name: s.name, credits: s.credits, cycle: cycle.name, block: subjectBlock(s) }))
        .filter((s) => s.block !== 'taken'),
    }))
    .filter((cycle) => cycle.subjects.length > 0)
}

/** Adds or removes a subject; a choice beyond the plan's maximum is ignored. */
export function toggleSubject(chosen: readonly string[], code: string): string[] {
  if (chosen.includes(code)) return chosen.filter((c) => c !== code)
  if (chosen.length >= MAX_REENROLLMENT_SUBJECTS) return [...chosen]
  return [...chosen, code]
}

export const creditsOf = (subjects: readonly OfferedSubject[], chosen: readonly string[]) =>
  subjects.filter((s) => chosen.includes(s.code)).reduce((sum, s) => sum + s.credits, 0)
