/** Common phone country codes and the countries they mean (the field takes any 1–4 digits). */
export const COMMON_COUNTRY_CODES: readonly { code: string; country: string }[] = [
  { code: '27', country: 'South Africa' },
  { code: '1', country: 'United States, Canada' },
  { code: '44', country: 'United Kingdom' },
  { code: '20', country: 'Egypt' },
  { code: '212', country: 'Morocco' },
  { code: '234', country: 'Nigeria' },
  { code: '254', country: 'Kenya' },
  { code: '971', country: 'United Arab Emirates' },
  { code: '966', country: 'Saudi Arabia' },
  { code: '90', country: 'Türkiye' },
  { code: '91', country: 'India' },
  { code: '92', country: 'Pakistan' },
  { code: '61', country: 'Australia' },
  { code: '49', country: 'Germany' },
  { code: '33', country: 'France' },
];

/** The country a code means, when it is one of the common ones. */
export function countryOfCode(code: string): string | undefined {
  return COMMON_COUNTRY_CODES.find((entry) => entry.code === code.trim())?.country;
}
