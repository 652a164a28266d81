import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { create, type Font } from 'fontkit'

/** The two faces the documents use. */
export type FontName = 'regular' | 'bold'

const require = createRequire(import.meta.url)

/**
 * Work Sans (spec §9) as whole TrueType files: the web subsets of `@fontsource/work-sans` split
 * the alphabet into latin, latin-ext and vietnamese files, so no single one of them could print a
 * name such as "Łukasz" or "Nguyễn". These files hold every glyph of the family; pdfkit embeds only
 * the glyphs a document uses.
 */
export const FONT_FILES: Record<FontName, string> = {
  regular: require.resolve('@expo-google-fonts/work-sans/400Regular/WorkSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/work-sans/600SemiBold/WorkSans_600SemiBold.ttf'),
}

const BYTES: Record<FontName, Buffer> = { regular: readFileSync(FONT_FILES.regular), bold: readFileSync(FONT_FILES.bold) }

/**
 * Each face read from disk once for the whole process, but parsed anew for every document: the
 * parsed font keeps what its glyphs were laid out from, and a font shared by documents lets one
 * document's text change what another's says when copied or read aloud (its ToUnicode map), while
 * the glyphs drawn stay right. Parsing is lazy: a document reads only the tables it uses.
 */
export function documentFonts(): Record<FontName, Font> {
  return { regular: create(BYTES.regular) as Font, bold: create(BYTES.bold) as Font }
}
