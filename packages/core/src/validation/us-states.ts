import { invalid, type ValidationResult, valid } from './result.js';

/**
 * Two-letter code → full name: the 50 states, DC and the inhabited territories the gateway accepts.
 * @example US_STATES.NY // "New York"
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;

/**
 * A two-letter code of a US state or territory the gateway accepts, a key of {@link US_STATES}.
 * @example const code: UsStateCode = 'TX';
 */
export type UsStateCode = keyof typeof US_STATES;

/**
 * Spec §5: the message when the billing state is blank.
 * @example resolveUsState('  ') // { ok: false, errors: { state: 'State is required' }, message: 'State is required' }
 */
export const STATE_REQUIRED_MESSAGE = /*i18n*/ 'State is required';

/**
 * Spec §5: why a state was not recognised. The card form shows it after 'Invalid state: '.
 * @example invalidUsStateMessage('Gauteng')
 * // '"Gauteng" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.'
 */
export function invalidUsStateMessage(state: string): string {
  return `"${state}" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.`;
}

// names are matched without case, dots, commas or repeated spaces: "new  york", "Washington, D.C."
function key(text: string): string {
  return text.toLowerCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

const CODES_BY_KEY: ReadonlyMap<string, UsStateCode> = new Map(
  (Object.entries(US_STATES) as [UsStateCode, string][]).flatMap(([code, name]) => [
    [key(code), code],
    [key(name), code],
  ]),
);
const ALIASES: ReadonlyMap<string, UsStateCode> = new Map([
  ['washington dc', 'DC'],
  ['virgin islands', 'VI'],
]);

/**
 * Maps a US state code or full name, in any case, to its two-letter code (spec §5).
 * @example toUsStateCode('california') // "CA"
 * @example toUsStateCode('tx') // "TX"
 * @example toUsStateCode('Gauteng') // null
 */
export function toUsStateCode(state: string): UsStateCode | null {
  const lookup = key(state);
  return CODES_BY_KEY.get(lookup) ?? ALIASES.get(lookup) ?? null;
}

/**
 * Resolves the billing state to its code, with the spec's texts: 'State is required' when blank, else
 * 'Invalid state: "x" is not a valid US state. …'.
 * @example resolveUsState(' New York ') // { ok: true, value: 'NY' }
 */
export function resolveUsState(state: string | null | undefined): ValidationResult<UsStateCode, 'state'> {
  const trimmed = state?.trim() ?? '';
  if (trimmed === '') return invalid<'state'>({ state: STATE_REQUIRED_MESSAGE });
  const code = toUsStateCode(trimmed);
  // spec §5 gives both texts: the lookup's reason, reported under the gateway's 'Invalid state: ' prefix
  if (code === null) return invalid<'state'>({ state: `Invalid state: ${invalidUsStateMessage(trimmed)}` });
  return valid(code);
}
