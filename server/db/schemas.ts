import { idpAccountsSchema } from '../auth/idp-accounts.ts'
import { oidcStoreSchema } from '../auth/sqlite-adapter.ts'
import { academicSchema } from '../data/academic-schema.ts'
import { binnacleSchema } from '../data/binnacle.ts'
import { catalogsSchema } from '../data/catalogs.ts'
import { contactsSchema } from '../data/contacts.ts'
import { devicesSchema } from '../data/devices.ts'
import { digitalFileSchema } from '../data/digital-file-schema.ts'
import { digitalResourcesSchema } from '../data/digital-resources.ts'
import { fiscalSchema } from '../data/fiscal.ts'
import { guardiansSchema } from '../data/guardians.ts'
import { newsSchema } from '../data/news.ts'
import { idempotencySchema } from '../data/idempotency.ts'
import { menuSchema } from '../data/menu.ts'
import { monitorSchema } from '../data/monitor-schema.ts'
import { notificationsSchema } from '../data/notifications.ts'
import { onlineServicesSchema } from '../data/online-services.ts'
import { onlineWindowSchema } from '../data/online-window.ts'
import { otpSchema } from '../data/otp.ts'
import { personalInformationSchema } from '../data/personal-information.ts'
import { paymentsSchema } from '../data/payments-schema.ts'
import { permissionsSchema } from '../data/permissions.ts'
import { photosSchema } from '../data/photos.ts'
import { pushQueueSchema } from '../data/push-queue.ts'
import { pushTokensSchema } from '../data/push-tokens.ts'
import { studentsSchema } from '../data/students.ts'
import { studentInformationSchema } from '../data/student-information.ts'
import { termsSchema } from '../data/terms.ts'
import { tutorsSchema } from '../data/tutors.ts'
import { usersSchema } from '../data/users.ts'
import { viewerPreviewsSchema } from '../data/viewer-previews.ts'
import { zipCodesSchema } from '../data/zip-codes.ts'
import { qrScansSchema } from '../http/qr-scan.ts'

const metaSchema = 'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);'

/** Applied in order on every start; each is idempotent (`IF NOT EXISTS`). A new domain adds its own. */
export const SCHEMAS: readonly string[] = [
  metaSchema,
  qrScansSchema,
  idpAccountsSchema,
  oidcStoreSchema,
  usersSchema,
  permissionsSchema,
  studentsSchema,
  tutorsSchema,
  guardiansSchema,
  newsSchema,
  menuSchema,
  photosSchema,
  devicesSchema,
  notificationsSchema,
  pushTokensSchema,
  pushQueueSchema,
  binnacleSchema,
  catalogsSchema,
  idempotencySchema,
  academicSchema,
  digitalFileSchema,
  viewerPreviewsSchema,
  monitorSchema,
  paymentsSchema,
  fiscalSchema,
  contactsSchema,
  otpSchema,
  personalInformationSchema,
  zipCodesSchema,
  termsSchema,
  onlineServicesSchema,
  digitalResourcesSchema,
  onlineWindowSchema,
  studentInformationSchema,
]
