import { one, run, transaction, type Db } from '../db/sql.ts'
import { seedAcademic } from './academic.ts'
import { seedCatalogs } from './catalogs.ts'
import { seedContacts } from './contacts.ts'
import { seedDigitalFiles, seedMotivationDocx } from './digital-file.ts'
import { seedDigitalResources } from './digital-resources.ts'
import type { SeedContext } from './context.ts'
import { seedDevices } from './devices.ts'
import { seedFiscal } from './fiscal.ts'
import { seedGuardians } from './guardians.ts'
import { seedNews } from './news.ts'
import { seedIdentities } from './identities.ts'
import { seedMenu } from './menu.ts'
import { seedMonitor, seedMonitorActivities } from './monitor.ts'
import { seedOnlineServices } from './online-services.ts'
import { seedOnlineWindow } from './online-window.ts'
import { fixCodiLinks, seedNotifications } from './notifications.ts'
import { seedPayments, seedWallets } from './payments.ts'
import { seedPersonalInformation } from './personal-information.ts'
import { seedPermissions } from './permissions.ts'
import { seedPhotos } from './photos.ts'
import { seedStudents } from './students.ts'
import { seedStudentInformation } from './student-information.ts'
import { seedTerms } from './terms.ts'
import { seedTutors } from './tutors.ts'
import { seedZipCodes } from './zip-codes.ts'

/** In dependency order; a new domain appends its own under a new name. */
const SEEDS: ReadonlyArray<[name: string, seed: (db: Db, context: SeedContext) => void]> = [
  ['identities', seedIdentities],
  // Renamed when a domain's screens were granted (academic, digital file, help center, payments, fiscal data), so older
  // databases get the new grants and menu.
  ['permissions-with-fiscal', seedPermissions],
  ['students', seedStudents],
  ['tutors', seedTutors],
  ['menu-with-fiscal', seedMenu],
  // Renamed when each account got its history of requests, so older databases get it once.
  ['photo-requests', seedPhotos],
  ['devices', seedDevices],
  // Renamed when every type code was added, and again when UVM's account stopped getting a CoDi
  // notice (UVM offers no CoDi), so older databases get the new set once.
  ['notifications-by-brand', seedNotifications],
  ['catalogs', seedCatalogs],
  ['academic', seedAcademic],
  ['digital-file', seedDigitalFiles],
  // Older databases get the scholarship file's Word letter once (new ones are seeded with it).
  ['digital-file-motivation-docx', seedMotivationDocx],
  ['monitor', seedMonitor],
  ['payments', seedPayments],
  ['payments-wallet', seedWallets],
  // The seeded CoDi notices once linked to a page that does not exist: they open the payments.
  ['notifications-codi-link', fixCodiLinks],
  ['fiscal', seedFiscal],
  ['contacts', seedContacts],
  // The student may now remove a contact (Eliminar on student-information): grants are replaced.
  ['permissions-with-contact-removal', seedPermissions],
  // Parents or tutors and economic responsibles; the demo tutor's links to its students live with them.
  ['guardians', seedGuardians],
  ['personal-information', seedPersonalInformation],
  // The postal codes the address form and the address checks read.
  ['zip-codes', seedZipCodes],
  // Terms and conditions: version 1.0, already accepted by every account.
  ['terms', seedTerms],
  // The brands' online services; the menu again, without the entry with an unknown icon that every student got.
  ['online-services', seedOnlineServices],
  ['menu-without-blockchain', seedMenu],
  // The libraries of both portals with their documents and images; an Administrativo reads them (Lectura).
  ['digital-resources', seedDigitalResources],
  ['permissions-with-digital-resources', seedPermissions],
  // The online window: its service is granted, the menu gains its entries (payments, formalities,
  // reenrollment), and each campus gets its windows and the catalog of formalities.
  ['permissions-with-online-window', seedPermissions],
  ['menu-with-online-window', seedMenu],
  // Every role reaches the student information, its terms and (administrative) the digital resources from the menu.
  ['permissions-for-every-role', seedPermissions],
  ['menu-for-every-role', seedMenu],
  // The university's news for the home's slideshow.
  ['news', seedNews],
  ['online-window', seedOnlineWindow],
  // The online classes: every role reads them as it reads the agenda, and finds them after it in the menu.
  ['permissions-with-online-classes', seedPermissions],
  ['menu-with-online-classes', seedMenu],
  // The options of the help desk's catalog fields, which the university changes, moved from fixed data into the database.
  ['monitor-activities', seedMonitorActivities],
  // The school office's requests to change modality or campus (GET /student/information).
  ['student-information', seedStudentInformation],
]

/**
 * Runs each seed once per database, remembered in `meta`: later starts keep what users changed,
 * and a domain added later is seeded into an existing database too.
 */
export function runSeeds(db: Db, context: SeedContext): void {
  for (const [name, seed] of SEEDS) {
    const key = `seed:${name}`
    if (one(db, 'SELECT value FROM meta WHERE key = ?', key)) continue
    transaction(db, () => {
      seed(db, context)
      run(db, 'INSERT INTO meta (key, value) VALUES (?, ?)', key, context.now.toISOString())
    })
  }
}
