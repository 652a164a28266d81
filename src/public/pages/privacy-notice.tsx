import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <h2>{title}</h2>
      {children}
    </section>
  )
}

/** Privacy notice for students, following Mexico's federal personal data protection law. */
export function PrivacyNotice({ name }: { name: string }) {
  return (
    <article className="pp-article">
      <h1>
        <Trans>Aviso de privacidad para alumnos</Trans>
      </h1>
      <p>
        <Trans>
          {name} es responsable del tratamiento de los datos personales que proporcionas como alumno, conforme a la Ley
          Federal de Protección de Datos Personales en Posesión de los Particulares.
        </Trans>
      </p>
      <Section title={<Trans>Datos que tratamos</Trans>}>
        <ul>
          <li><Trans>Identificación y contacto: nombre, CURP, correo, teléfono, domicilio y fotografía.</Trans></li>
          <li><Trans>Académicos: matrícula, carrera, campus, materias, calificaciones, asistencia y horario.</Trans></li>
          <li><Trans>Financieros: pagos, referencias bancarias y estado de cuenta. No guardamos datos completos de tarjetas.</Trans></li>
          <li><Trans>Documentos de tu expediente digital y datos de tus padres, tutores o responsables económicos.</Trans></li>
          <li><Trans>Técnicos: dispositivo, navegador y registro de accesos al portal.</Trans></li>
        </ul>
      </Section>
      <Section title={<Trans>Para qué los usamos</Trans>}>
        <p>
          <Trans>
            Para prestarte los servicios educativos, administrar tu expediente, tus pagos y tus trámites, emitir tu credencial,
            enviarte avisos sobre vencimientos de documentos y pagos, y atender tus solicitudes de soporte. Con tu consentimiento,
            también para encuestas y avisos institucionales, que puedes rechazar en cualquier momento.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Con quién los compartimos</Trans>}>
        <p>
          <Trans>
            Con autoridades educativas cuando la ley lo exige, con instituciones bancarias y de pago para procesar tus pagos, y con
            proveedores que nos prestan servicios bajo contrato de confidencialidad. No vendemos tus datos.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Tus derechos ARCO</Trans>}>
        <p>
          <Trans>
            Puedes acceder, rectificar, cancelar u oponerte al tratamiento de tus datos, así como revocar tu consentimiento, con
            una solicitud en Servicios Escolares de tu campus o desde el centro de ayuda del portal. Te responderemos en un plazo
            máximo de 20 días hábiles.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>En este dispositivo</Trans>}>
        <p>
          <Trans>
            Para que puedas consultar tu horario y tu credencial sin conexión, el portal guarda una copia de tus datos en este
            navegador. Al cerrar sesión esa copia se borra por completo.
          </Trans>
        </p>
      </Section>
      <Section title={<Trans>Cambios a este aviso</Trans>}>
        <p>
          <Trans>Publicaremos cualquier cambio a este aviso en esta misma página.</Trans>
        </p>
      </Section>
    </article>
  )
}
