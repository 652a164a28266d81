import { Badge, Box, Button, chakra, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StudentAccount } from '@/contract/user'
import { useSelection } from '@/shared/session/current-selection'
import { useSelect } from '@/shared/session/selection'
import { ServerText } from '@/shared/ui/server-text'

// A plain table styled in place, as the portal's other tables: Chakra's Table parts would join the first load.
const Th = chakra('th', { base: { px: '3', py: '2', textAlign: 'start', fontWeight: 'semibold', color: 'fg.muted', borderBottomWidth: '1px' } })
const Td = chakra('td', { base: { px: '3', py: '2', borderBottomWidth: '1px', verticalAlign: 'middle' } })

/** One row per student found; Seleccionar makes them the student every screen shows (their first career). */
export function ResultsTable({ students }: { students: readonly StudentAccount[] }) {
  const { t } = useLingui()
  const selection = useSelection()
  const select = useSelect()
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse" aria-label={t`Alumnos encontrados`}>
        <thead>
          <tr>
            <Th scope="col">
              <Trans>Número de cuenta</Trans>
            </Th>
            <Th scope="col">
              <Trans>Nombre</Trans>
            </Th>
            <Th scope="col">
              <Trans>Carrera</Trans>
            </Th>
            <Th scope="col">
              <Trans>Campus</Trans>
            </Th>
            <Th scope="col">
              <VisuallyHidden>
                <Trans>Acción</Trans>
              </VisuallyHidden>
            </Th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => {
            const first = student.careers[0]
            const chosen = selection?.student.accountNumber === student.accountNumber
            const name = student.fullName
            return (
              <tr key={student.accountNumber}>
                <Td fontVariantNumeric="tabular-nums">{student.accountNumber}</Td>
                <Td>
                  {name}
                  {chosen ? (
                    <Badge ms="2" colorPalette="green">
                      <Trans>Seleccionado</Trans>
                    </Badge>
                  ) : null}
                </Td>
                <Td>
                  <ServerText>{student.careers.map((career) => career.programName).join(', ')}</ServerText>
                </Td>
                <Td>
                  <ServerText>{student.campusName}</ServerText>
                </Td>
                <Td textAlign="end">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Seleccionar a ${name}`}
                    disabled={!first}
                    onClick={() => first && select.mutate({ student, cvProgram: first.cvProgram })}
                  >
                    <Trans>Seleccionar</Trans>
                  </Button>
                </Td>
              </tr>
            )
          })}
        </tbody>
      </chakra.table>
    </Box>
  )
}
