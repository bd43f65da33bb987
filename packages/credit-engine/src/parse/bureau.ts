/**
 * Bureau names as they appear in exports (credit-decision-rules.md, Input; Variations 5).
 */
import { field, isObj, text } from './values';

/** The three bureaus, in the order used everywhere (output keys, ties). */
export const BUREAUS = ['TransUnion', 'Experian', 'Equifax'] as const;

/** One of the three bureaus. */
export type Bureau = (typeof BUREAUS)[number];

// A Map, not an object literal: a key like "constructor" must not find Object.prototype.
const ALIASES = new Map<string, Bureau>([
  ['transunion', 'TransUnion'],
  ['trans union', 'TransUnion'],
  ['tuc', 'TransUnion'],
  ['tu', 'TransUnion'],
  ['experian', 'Experian'],
  ['exp', 'Experian'],
  ['xpn', 'Experian'],
  ['equifax', 'Equifax'],
  ['eqf', 'Equifax'],
  ['efx', 'Equifax'],
]);

/**
 * Normalizes a bureau name or code (`TUC`, `tu`, ` Experian `, `EFX`…) to its canonical name.
 * @example normalizeBureau(' xpn ') // 'Experian'
 */
export function normalizeBureau(value: unknown): Bureau | null {
  const t = text(value);
  if (t === '') return null;
  return ALIASES.get(t) ?? ALIASES.get(t.toLowerCase()) ?? null;
}

/** The bureau of a `Source.Bureau` value, which may be a code reference or a plain string. */
function bureauOfCode(value: unknown): Bureau | null {
  if (!isObj(value)) return normalizeBureau(value);
  return (
    normalizeBureau(field(value, 'symbol')) ??
    normalizeBureau(field(value, 'abbreviation')) ??
    normalizeBureau(field(value, 'description'))
  );
}

/**
 * The bureau of a per-bureau element: `Source.Bureau.symbol` / `.abbreviation` / `.description`,
 * else the plain `bureau` string (SmartCredit data carries `Source: null`).
 */
export function bureauOf(element: unknown): Bureau | null {
  const source = field(element, 'Source');
  if (isObj(source)) {
    const b = bureauOfCode(field(source, 'Bureau'));
    if (b) return b;
  }
  return normalizeBureau(field(element, 'bureau')) ?? normalizeBureau(field(element, 'Bureau'));
}
