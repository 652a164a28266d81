import { createRequire } from 'node:module'

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
