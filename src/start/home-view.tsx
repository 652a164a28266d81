import { I18nProvider } from '@lingui/react'
import { StrictMode, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { HomeFirstScreen } from '@/features/home/components/home-first-screen'
import { SummaryCard } from '@/features/home/components/summary-card'
import { activateLocale, i18n, initialLocale } from '@/shared/i18n/i18n'
import { CareerFields } from '@/shared/session/career-fields'
import { SELECTION_KV_KEY, type Selection } from '@/shared/session/selected-student'
import { dropSelectionRequest, requestSelection } from '@/shared/session/selection-request'
import { readSavedHome, type SavedHome } from './saved-home'
import { writeUserKv } from './saved-db'
import { portalBeside, type FirstView } from './take-over'

function FirstHome({ saved, onChoose }: { saved: SavedHome; onChoose: (next: Selection) => Promise<void> }) {
  // The selects follow the person at once; the summary, like the portal's, once the choice is kept.
  const [selection, setSelection] = useState(saved.selection)
  const [kept, setKept] = useState(saved.selection)
  const latest = useRef(saved.selection)
  const career = kept.student.careers.find((c) => c.cvProgram === kept.cvProgram) ?? kept.student.careers[0]!
  return (
    <div className="hm-screen">
      <HomeFirstScreen
        fullName={saved.fullName}
        role="Alumno"
        choice={
          <CareerFields
            students={saved.students}
            current={selection}
            onChoose={(next) => {
              setSelection(next)
              latest.current = next
              void onChoose(next).then(() => {
                if (latest.current === next) setKept(next)
              })
            }}
          />
        }
        summary={<SummaryCard student={kept.student} career={career} unread={saved.unread[kept.student.accountNumber]} />}
      />
    </div>
  )
}

/**
 * Whether the portal shows the home's first screen complete (its selects, and its summary with
 * the unread count it was waiting for) and, after a choice on the first view, with that choice:
 * replacing the first view then changes nothing on screen. A portal showing another screen
 * instead (an error page, the terms to accept: a heading outside the home) takes over at once.
 */
function showsHome(portal: Element, chosen: Selection | undefined) {
  const screen = portal.querySelector('[data-home-screen]')
  if (!screen) return portal.querySelector('h1') !== null
  const summary = screen?.querySelector('[data-selection-summary]')
  const student = screen?.querySelector('select[name="student"]')
  const career = screen?.querySelector('select[name="career"]')
  if (!summary || summary.getAttribute('aria-busy') === 'true' || !(student instanceof HTMLSelectElement) || !(career instanceof HTMLSelectElement)) return false
  return !chosen || (student.value === chosen.student.accountNumber && career.value === chosen.cvProgram)
}

/**
 * A cold start on the home of a student draws its first screen (the greeting, the student and
 * career selects, the selected student's summary) from the person's saved copy with React and
 * plain elements alone, styled by the theme's build-time CSS, inside the page's skeleton. The
 * portal then starts beside it, hidden, and takes its place once it shows the same screen
 * (src/boot.tsx). A student or career chosen meanwhile is made by the portal's selector once it
 * is there (selection-request.ts), and the portal takes over only once it shows that choice.
 * Nothing is drawn when the saved copy cannot show the whole first screen.
 */
export async function showHomeView({ userKey, portal, paths }: { userKey: string; portal: string; paths: readonly string[] }): Promise<FirstView | undefined> {
  const [saved] = await Promise.all([readSavedHome(userKey, portal), activateLocale(initialLocale())])
  const skeleton = document.getElementById('root')
  const main = skeleton?.querySelector('.sk-main')
  if (!saved || !skeleton || !main) return undefined
  const host = document.createElement('div')
  main.replaceChildren(host)
  main.closest('[aria-busy]')?.removeAttribute('aria-busy')
  const root = createRoot(host)
  let chosen: Selection | undefined
  const choose = (next: Selection) => {
    chosen = next
    requestSelection(next)
    // Kept at once where the portal keeps it: a reload or a link followed before the take-over keeps the choice.
    return writeUserKv(userKey, SELECTION_KV_KEY, next)
  }
  // Drawn now, in this task: the next frame paints the home.
  flushSync(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <FirstHome saved={saved} onChoose={choose} />
        </I18nProvider>
      </StrictMode>,
    ),
  )
  return {
    portalHost: () =>
      portalBeside(skeleton, {
        shows: (portalHost) => showsHome(portalHost, chosen),
        stays: (pathname) => paths.includes(pathname),
        dispose: () => {
          root.unmount()
          dropSelectionRequest()
        },
      }),
  }
}
