import { Heading, List, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { brands } from '../theme/brands'
import { PublicLayout } from './public-layout'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h2" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** Privacy notice for students, following Mexico's federal personal data protection law. */
export function PrivacyNotice() {
  const { config } = useRouteContext({ from: '__root__' })
  const name = brands[config.portal].name
  return (
    <PublicLayout>
      <Stack as="article" gap="6" maxW="3xl" bg="bg" p={{ base: '5', md: '8' }} borderRadius="l3" borderWidth="1px">
        <Heading as="h1" size="2xl">
          <Trans>Aviso de privacidad para alumnos</Trans>
        </Heading>
        <Text>
          <Trans>
            {name} es responsable del tratamiento de los datos personales que proporcionas como alumno, conforme a la Ley
            Federal de Protección de Datos Personales en Posesión de los Particulares.
          </Trans>
        </Text>
        <Section title={<Trans>Datos que tratamos</Trans>}>
          <List.Root ps="5">
            <List.Item><Trans>Identificación y contacto: nombre, CURP, correo, teléfono, domicilio y fotografía.</Trans></List.Item>
            <List.Item><Trans>Académicos: matrícula, carrera, campus, materias, calificaciones, asistencia y horario.</Trans></List.Item>
            <List.Item><Trans>Financieros: pagos, referencias bancarias y estado de cuenta. No guardamos datos completos de tarjetas.</Trans></List.Item>
            <List.Item><Trans>Documentos de tu expediente digital y datos de tus padres, tutores o responsables económicos.</Trans></List.Item>
            <List.Item><Trans>Técnicos: dispositivo, navegador y registro de accesos al portal.</Trans></List.Item>
          </List.Root>
        </Section>
        <Section title={<Trans>Para qué los usamos</Trans>}>
          <Text>
            <Trans>
              Para prestarte los servicios educativos, administrar tu expediente, tus pagos y tus trámites, emitir tu credencial,
              enviarte avisos sobre vencimientos de documentos y pagos, y atender tus solicitudes de soporte. Con tu consentimiento,
              también para encuestas y avisos institucionales, que puedes rechazar en cualquier momento.
            </Trans>
          </Text>
        </Section>
        <Section title={<Trans>Con quién los compartimos</Trans>}>
          <Text>
            <Trans>
              Con autoridades educativas cuando la ley lo exige, con instituciones bancarias y de pago para procesar tus pagos, y con
              proveedores que nos prestan servicios bajo contrato de confidencialidad. No vendemos tus datos.
            </Trans>
          </Text>
        </Section>
        <Section title={<Trans>Tus derechos ARCO</Trans>}>
          <Text>
            <Trans>
              Puedes acceder, rectificar, cancelar u oponerte al tratamiento de tus datos, así como revocar tu consentimiento, con
              una solicitud en Servicios Escolares de tu campus o desde el centro de ayuda del portal. Te responderemos en un plazo
              máximo de 20 días hábiles.
            </Trans>
          </Text>
        </Section>
        <Section title={<Trans>En este dispositivo</Trans>}>
          <Text>
            <Trans>
              Para que puedas consultar tu horario y tu credencial sin conexión, el portal guarda una copia de tus datos en este
              navegador. Al cerrar sesión esa copia se borra por completo.
            </Trans>
          </Text>
        </Section>
        <Section title={<Trans>Cambios a este aviso</Trans>}>
          <Text>
            <Trans>Publicaremos cualquier cambio a este aviso en esta misma página.</Trans>
          </Text>
        </Section>
      </Stack>
    </PublicLayout>
  )
}
