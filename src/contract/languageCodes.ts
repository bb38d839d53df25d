const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
let codes: readonly string[] | null = null;

/**
 * The two-letter (ISO 639-1) language codes the platform's locale data names and keeps as
 * canonical (so 'iw' gives way to 'he'): the choices of the profile's Language field.
 */
export function languageCodes(): readonly string[] {
  if (codes) return codes;
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const found: string[] = [];
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b;
      if (Intl.getCanonicalLocales(code)[0] !== code) continue;
      const name = names.of(code);
      if (name && name !== code) found.push(code);
    }
  codes = found;
  return found;
}

/** Each language code with its name in `locale`, sorted by that name. */
export function languageChoices(locale: string | undefined): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames(locale ? [locale, 'en'] : ['en'], { type: 'language' });
  const collator = new Intl.Collator(locale);
  return languageCodes()
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
