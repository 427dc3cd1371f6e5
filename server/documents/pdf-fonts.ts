import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type { Locale } from '../../shared/i18n/locale';

/**
 * The fonts bills and receipts are printed with: Noto Sans for English, Noto Sans Kannada and
 * Noto Sans Devanagari for Kannada and Hindi (each has Latin letters and digits and ₹ too), from
 * the npm packages of Google's fonts (SIL Open Font License). PDFKit embeds the glyphs used, shaped
 * (conjuncts, vowel signs) by fontkit. Read and parsed once per process, on the first document:
 * PDFKit takes a parsed font as it is (each document still embeds its own subset), where from a
 * file's bytes it parses the font again for every document. fontkit itself is imported here, on
 * the first document, so a process that prints none never holds it (it is most of a bill's memory).
 */
export type PdfFontName = `${Locale}-${'regular' | 'bold'}`;

const FILES: Record<PdfFontName, string> = {
  'en-regular': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  'en-bold': '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  'kn-regular': '@expo-google-fonts/noto-sans-kannada/400Regular/NotoSansKannada_400Regular.ttf',
  'kn-bold': '@expo-google-fonts/noto-sans-kannada/700Bold/NotoSansKannada_700Bold.ttf',
  'hi-regular': '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  'hi-bold': '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf',
};

let loaded: Promise<Record<PdfFontName, Font>> | null = null;

export function pdfFonts(): Promise<Record<PdfFontName, Font>> {
  loaded ??= import('fontkit').then(({ create }) => {
    const require = createRequire(import.meta.url);
    return Object.fromEntries(Object.entries(FILES).map(([name, file]) => [name, create(readFileSync(require.resolve(file))) as Font])) as Record<PdfFontName, Font>;
  });
  return loaded;
}

/** The font for a text: its own script's where it has Kannada or Devanagari letters, else the document's language's. */
export function scriptOf(text: string, fallback: Locale): Locale {
  if (/[\u0C80-\u0CFF]/.test(text)) return 'kn';
  if (/[\u0900-\u097F]/.test(text)) return 'hi';
  return fallback;
}
