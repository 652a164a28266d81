/** Services of the portal: menu entries, binnacle catalog and the role × service permissions. */
export const SERVICES = [
  { id: 1, key: 'home', name: 'Inicio' },
  { id: 2, key: 'academic-progress', name: 'Avance académico' },
  { id: 3, key: 'agenda', name: 'Agenda' },
  { id: 4, key: 'subjects', name: 'Materias' },
  { id: 5, key: 'report-card', name: 'Boleta' },
  { id: 6, key: 'payments', name: 'Pagos y estado de cuenta' },
  { id: 7, key: 'digital-files', name: 'Expediente digital' },
  { id: 8, key: 'student-information', name: 'Información del alumno' },
  { id: 9, key: 'digital-resources', name: 'Recursos digitales' },
  { id: 10, key: 'online-services', name: 'Servicios en línea' },
  { id: 11, key: 'assistance', name: 'Centro de ayuda' },
  { id: 12, key: 'notifications', name: 'Notificaciones' },
  { id: 13, key: 'credential', name: 'Credencial digital' },
  { id: 14, key: 'subject-strip', name: 'Tira de materias' },
  { id: 15, key: 'settings', name: 'Configuración' },
  { id: 16, key: 'terms-conditions', name: 'Términos y condiciones' },
  { id: 17, key: 'blockchain', name: 'Certificados blockchain' },
  { id: 18, key: 'find-student', name: 'Buscar alumno' },
  { id: 19, key: 'photo', name: 'Foto de perfil' },
  { id: 20, key: 'libraries', name: 'Bibliotecas' },
  { id: 21, key: 'fiscal-information', name: 'Información fiscal' },
  { id: 22, key: 'online-window', name: 'Ventanilla en línea' },
  { id: 23, key: 'online-classes', name: 'Clases en línea' },
] as const

export type ServiceKey = (typeof SERVICES)[number]['key']

export function serviceId(key: ServiceKey): number {
  const service = SERVICES.find((s) => s.key === key)
  if (!service) throw new Error(`unknown service ${key}`)
  return service.id
}
