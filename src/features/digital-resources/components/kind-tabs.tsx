import type { ReactNode } from 'react'
import type { ResourceKind } from '@/contract/digital-resources'
import { Tabs } from '@/shared/ui/tabs'

const KINDS: readonly ResourceKind[] = ['document', 'image']

/** Documents or images, as the portal's one kind of tabs; the choice is the screen's (kept in the address). */
export function KindTabs({ label, labels, kind, onKind, children }: {
  label: string
  labels: Record<ResourceKind, string>
  kind: ResourceKind
  onKind: (kind: ResourceKind) => void
  children: ReactNode
}) {
  return (
    <Tabs
      label={label}
      selectedId={kind}
      onSelect={(id) => onKind(id as ResourceKind)}
      items={KINDS.map((key) => ({ id: key, label: labels[key], render: () => children }))}
    />
  )
}
