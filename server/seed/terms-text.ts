import type { TermsSection } from '../../src/contract/terms.ts'

/**
 * The portal's terms and conditions as the university publishes them (Spanish governs). Each
 * version's text is stored whole: what a person accepted stays readable as it was.
 */
export const TERMS_TITLE = 'Términos y condiciones de uso del Portal de alumnos'

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    heading: '1. Objeto y aceptación',
    paragraphs: [
      'Estos términos regulan el uso del Portal de alumnos (el «Portal») que la Universidad pone a disposición de sus alumnos, de los padres o tutores y responsables económicos que ellos registran, y de su personal administrativo.',
      'Para usar el Portal debes aceptar la versión vigente de estos términos. La aceptación queda registrada con la fecha, la hora y la versión aceptada. Cuando la Universidad publique una nueva versión, se te pedirá aceptarla antes de continuar.',
    ],
  },
  {
    heading: '2. Cuenta y acceso',
    paragraphs: [
      'El acceso es personal e intransferible y se realiza con la cuenta institucional que la Universidad te asignó. Eres responsable de mantener la confidencialidad de tu contraseña y de cerrar la sesión en equipos compartidos.',
      'Si detectas un uso no autorizado de tu cuenta, debes cambiar tu contraseña y avisar de inmediato al Centro de ayuda del Portal.',
    ],
  },
  {
    heading: '3. Uso permitido',
    paragraphs: [
      'El Portal se usa únicamente para consultar tu información académica y administrativa, realizar trámites, pagos y solicitudes ante la Universidad y comunicarte con sus áreas de servicio.',
      'Queda prohibido intentar acceder a información de otras personas, alterar el funcionamiento del Portal, automatizar consultas masivas o usar la información obtenida con fines distintos a los académicos y administrativos.',
    ],
  },
  {
    heading: '4. Veracidad de la información y documentos',
    paragraphs: [
      'Los datos y documentos que envíes por el Portal (expediente digital, datos de contacto, datos fiscales, tutores y responsables económicos) deben ser verdaderos, vigentes y corresponder a quien dicen corresponder. La Universidad puede revisarlos, solicitar aclaraciones o rechazarlos.',
      'Presentar documentos falsos o alterados puede dar lugar a las sanciones previstas en el Reglamento General de Alumnos, sin perjuicio de las responsabilidades legales que correspondan.',
    ],
  },
  {
    heading: '5. Pagos',
    paragraphs: [
      'Los pagos hechos en línea se procesan a través de instituciones bancarias y proveedores de pago autorizados. Un pago con referencia bancaria puede reflejarse hasta dos días hábiles después de realizado.',
      'Los comprobantes que emite el Portal tienen validez para fines administrativos; las facturas (CFDI) se emiten con los datos fiscales que registres.',
    ],
  },
  {
    heading: '6. Datos personales',
    paragraphs: [
      'La Universidad trata tus datos personales conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y a su Aviso de privacidad, que puedes consultar en todo momento desde el enlace que acompaña a estos términos.',
      'Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición (derechos ARCO) en los términos que el Aviso de privacidad señala.',
    ],
  },
  {
    heading: '7. Disponibilidad y uso sin conexión',
    paragraphs: [
      'El Portal puede conservar en tu dispositivo una copia de la información que consultaste para que puedas leerla sin conexión. Esa copia puede no estar actualizada; la información vigente es la que consta en los sistemas de la Universidad.',
      'La Universidad procura que el Portal esté disponible de forma continua, pero puede suspenderlo para mantenimiento o por causas ajenas a ella.',
    ],
  },
  {
    heading: '8. Propiedad intelectual',
    paragraphs: [
      'Los contenidos, marcas, logotipos y recursos digitales del Portal pertenecen a la Universidad o a sus licenciantes. Los recursos de la biblioteca digital solo pueden usarse con fines de estudio personal.',
    ],
  },
  {
    heading: '9. Cambios, ley aplicable y jurisdicción',
    paragraphs: [
      'La Universidad puede modificar estos términos; cada versión indica su número y fecha de publicación y la versión que aceptaste sigue disponible para su consulta en la sección «Términos y condiciones» del Portal.',
      'Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para cualquier controversia, las partes se someten a los tribunales competentes de la Ciudad de México, renunciando a cualquier otro fuero que pudiera corresponderles.',
    ],
  },
]

/** What a newer version adds at its top: its changes, so a person sees why they are asked again. */
export function changesSection(version: string, summary: string): TermsSection {
  return { heading: `Cambios de la versión ${version}`, paragraphs: [summary] }
}

/** The changes a newer version announces (the test hook's and `DEMO_TERMS_UPDATE`'s). */
export const UPDATE_SUMMARY =
  'Esta versión precisa el uso sin conexión del Portal (apartado 7) y el registro de la aceptación de los términos (apartado 1). El resto del texto no cambia.'
