import { Badge, Button, Table, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StudentAccount } from '@/contract/user'
import { useSelect, useSelection } from '@/shared/session/selection'

/** One row per student found; Seleccionar makes them the student every screen shows (their first career). */
export function ResultsTable({ students }: { students: readonly StudentAccount[] }) {
  const { t } = useLingui()
  const selection = useSelection()
  const select = useSelect()
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm" aria-label={t`Alumnos encontrados`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>
              <Trans>Número de cuenta</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Nombre</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Carrera</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <Trans>Campus</Trans>
            </Table.ColumnHeader>
            <Table.ColumnHeader>
              <VisuallyHidden>
                <Trans>Acción</Trans>
              </VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {students.map((student) => {
            const first = student.careers[0]
            const chosen = selection?.student.accountNumber === student.accountNumber
            const name = student.fullName
            return (
              <Table.Row key={student.accountNumber}>
                <Table.Cell fontVariantNumeric="tabular-nums">{student.accountNumber}</Table.Cell>
                <Table.Cell>
                  {name}
                  {chosen ? (
                    <Badge ms="2" colorPalette="green">
                      <Trans>Seleccionado</Trans>
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{student.careers.map((career) => career.programName).join(', ')}</Table.Cell>
                <Table.Cell>{student.campusName}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Seleccionar a ${name}`}
                    disabled={!first}
                    onClick={() => first && select.mutate({ student, cvProgram: first.cvProgram })}
                  >
                    <Trans>Seleccionar</Trans>
                  </Button>
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}
