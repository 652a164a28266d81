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

/**
 * Each face read once for the whole process: pdfkit takes a parsed font and makes each document
 * its own subset of it, so no document reads and parses 190 KB of tables again.
 */
export const FONTS: Record<FontName, Font> = {
  regular: create(readFileSync(FONT_FILES.regular)) as Font,
  bold: create(readFileSync(FONT_FILES.bold)) as Font,
}
