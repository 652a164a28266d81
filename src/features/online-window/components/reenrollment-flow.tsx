import { Box, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { OnlineWindow } from '@/contract/online-window'
import { QueryView } from '@/shared/ui/query-view'
import { SectionCard } from '@/shared/ui/section-card'
import { TermName } from '@/shared/ui/term-name'
import type { Career } from '../api'
import { offeredCycles, type ActionBlock } from '../logic'
import { onlineWindowQueries } from '../queries'
import { ReenrollmentConfirm } from './reenrollment-confirm'
import { SubjectPicker } from './subject-picker'

type Step = 'subjects' | 'confirm'

/** The flow's steps, the current one marked for assistive technology too. */
function Steps({ step }: { step: Step }) {
  const { t } = useLingui()
  const steps = [
    { key: 'subjects', label: t`1. Materias` },
    { key: 'confirm', label: t`2. Confirmación` },
    { key: 'pay', label: t`3. Pago` },
  ]
  return (
    <Box as="nav" aria-label={t`Pasos de la reinscripción`}>
      <Stack as="ol" direction="row" gap="4" m="0" p="0" listStyleType="none" flexWrap="wrap">
        {steps.map((s) => (
          <Text
            as="li"
            key={s.key}
            m="0"
            aria-current={s.key === step ? 'step' : undefined}
            fontWeight={s.key === step ? 'bold' : 'normal'}
            textDecoration={s.key === step ? 'underline' : 'none'}
          >
            {s.label}
          </Text>
        ))}
      </Stack>
    </Box>
  )
}

/** Subjects offered (the plan), the choice within its rules, then the confirmation that makes the order. */
export function ReenrollmentFlow(
  { career, nextCycle, block, noteId }: { career: Career; nextCycle: OnlineWindow['nextCycle']; block: ActionBlock; noteId: string },
) {
  const plan = useQuery(onlineWindowQueries.plan(career))
  const [step, setStep] = useState<Step>('subjects')
  const [chosen, setChosen] = useState<string[]>([])
  return (
    <SectionCard title={<Trans>Reinscríbete a {<TermName code={nextCycle.code} name={nextCycle.name} />}</Trans>}>
      <Steps step={step} />
      <QueryView
        query={plan}
        notDownloaded={<Trans>Sin conexión. Tu plan de estudios aún no se ha descargado en este dispositivo.</Trans>}
        failed={<Trans>No se pudo cargar tu plan de estudios.</Trans>}
      >
        {({ data }) => {
          const cycles = offeredCycles(data)
          const subjects = cycles.flatMap((c) => c.subjects)
          return step === 'subjects' ? (
            <SubjectPicker cycles={cycles} chosen={chosen} onChange={setChosen} onNext={() => setStep('confirm')} />
          ) : (
            <ReenrollmentConfirm
              career={career}
              nextCycle={nextCycle}
              subjects={subjects.filter((s) => chosen.includes(s.code))}
              block={block}
              noteId={noteId}
              onBack={() => setStep('subjects')}
            />
          )
        }}
      </QueryView>
    </SectionCard>
  )
}
