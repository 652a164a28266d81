import { Box, Button, chakra, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type SignaturePad from 'signature_pad'

/** The signature travels as a PNG on a white ground, whatever the screen's colour mode. */
const INK = '#0b1f44'
const PAPER = '#ffffff'
const HEIGHT_PX = 180

export interface SignatureFieldProps {
  label: string
  /** A PNG data URL of the signature, or null while there is none. */
  onChange: (signature: string | null) => void
}

/** Fits the canvas to its box at the screen's pixel density, so strokes stay sharp and where the finger is. */
function fitCanvas(canvas: HTMLCanvasElement) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1)
  canvas.width = canvas.offsetWidth * ratio
  canvas.height = canvas.offsetHeight * ratio
  canvas.getContext('2d')?.scale(ratio, ratio)
}

function DrawnSignature({ label, onChange }: SignatureFieldProps) {
  const { t } = useLingui()
  const canvas = useRef<HTMLCanvasElement>(null)
  const pad = useRef<SignaturePad | null>(null)
  const [empty, setEmpty] = useState(true)

  useEffect(() => {
    let alive = true
    let created: SignaturePad | null = null
    // The drawing library loads only when someone is about to sign.
    void import('signature_pad').then(({ default: Pad }) => {
      if (!alive || !canvas.current) return
      fitCanvas(canvas.current)
      created = new Pad(canvas.current, { penColor: INK, backgroundColor: PAPER, minWidth: 0.8, maxWidth: 2.6 })
      created.addEventListener('endStroke', () => {
        setEmpty(created!.isEmpty())
        onChange(created!.isEmpty() ? null : created!.toDataURL('image/png'))
      })
      pad.current = created
    })
    return () => {
      alive = false
      created?.off()
    }
  }, [onChange])

  const clear = () => {
    pad.current?.clear()
    setEmpty(true)
    onChange(null)
  }

  return (
    <Stack gap="2">
      <Box borderWidth="1px" borderColor="border.emphasized" borderRadius="md" overflow="hidden" bg="white">
        <canvas
          ref={canvas}
          role="img"
          aria-label={empty ? t`${label}: vacía` : t`${label}: firmada`}
          style={{ width: '100%', height: `${HEIGHT_PX}px`, touchAction: 'none', display: 'block' }}
        />
      </Box>
      <HStack justify="space-between">
        <Text m="0" fontSize="sm" color="fg.muted">
          <Trans>Firma con el dedo o el ratón dentro del recuadro.</Trans>
        </Text>
        <Button size="sm" variant="outline" onClick={clear} disabled={empty}>
          <Trans>Borrar firma</Trans>
        </Button>
      </HStack>
    </Stack>
  )
}

/** Writes a typed name as a signature picture: for a keyboard, a screen reader, or a hand that cannot draw. */
function typedSignature(name: string): string | null {
  const text = name.trim()
  if (!text) return null
  const canvas = document.createElement('canvas')
  canvas.width = 600
  canvas.height = HEIGHT_PX
  const context = canvas.getContext('2d')
  if (!context) return null
  context.fillStyle = PAPER
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.fillStyle = INK
  context.font = "italic 44px 'Work Sans', system-ui, sans-serif"
  context.textBaseline = 'middle'
  context.fillText(text, 24, canvas.height / 2, canvas.width - 48)
  return canvas.toDataURL('image/png')
}

function TypedSignature({ label, onChange }: SignatureFieldProps) {
  const [name, setName] = useState('')
  const inputId = useId()
  return (
    <Stack gap="2">
      <label htmlFor={inputId}>
        <Text as="span" fontWeight="medium">
          <Trans>Escribe tu nombre completo</Trans>
        </Text>
      </label>
      <Input
        id={inputId}
        value={name}
        aria-description={label}
        autoComplete="name"
        onChange={(event) => {
          setName(event.target.value)
          onChange(typedSignature(event.target.value))
        }}
      />
      {name.trim() ? (
        <Text m="0" fontStyle="italic" fontSize="2xl" color="fg" aria-hidden="true">
          {name}
        </Text>
      ) : null}
    </Stack>
  )
}

/**
 * A signature, drawn (touch, pen or mouse) or typed: drawing cannot be done by keyboard, so
 * typing one's name is offered beside it, and both give the same kind of picture.
 */
export function SignatureField({ label, onChange }: SignatureFieldProps) {
  const [how, setHow] = useState<'draw' | 'type'>('draw')
  const name = useId()
  const choose = (next: 'draw' | 'type') => {
    setHow(next)
    onChange(null)
  }
  return (
    <chakra.fieldset border="0" m="0" p="0" minW="0">
      <chakra.legend fontWeight="medium" mb="2" p="0">
        {label}
      </chakra.legend>
      <HStack gap="4" mb="3">
        {(['draw', 'type'] as const).map((option) => (
          <chakra.label key={option} display="flex" alignItems="center" gap="2" cursor="pointer">
            <chakra.input
              type="radio"
              name={name}
              value={option}
              checked={how === option}
              onChange={() => choose(option)}
              w="4"
              h="4"
              accentColor="brand.solid"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            />
            {option === 'draw' ? <Trans>Dibujar mi firma</Trans> : <Trans>Escribir mi nombre</Trans>}
          </chakra.label>
        ))}
      </HStack>
      {how === 'draw' ? <DrawnSignature label={label} onChange={onChange} /> : <TypedSignature label={label} onChange={onChange} />}
    </chakra.fieldset>
  )
}
