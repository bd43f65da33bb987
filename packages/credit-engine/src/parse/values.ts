/**
 * Tolerant value readers for TrueLink JSON as the monitoring services deliver it.
 *
 * XML-to-JSON dialects (merged-credit-report.md, "Variations" 6) put attributes under `@key` and
 * element text under `$` or `#text`. Rather than copying the whole document with normalized keys
 * (a deep copy of ~1 MB per report), every read goes through {@link field}, which looks at the
 * plain key first and the `@` key only when the plain one is missing.
 */

/** A JSON object as read from the input; values are unknown until a reader checks them. */
export type Obj = { readonly [key: string]: unknown };

const atKeys = new Map<string, string>();

function atKey(key: string): string {
  let k = atKeys.get(key);
  if (k === undefined) {
    k = `@${key}`;
    atKeys.set(key, k);
  }
  return k;
}

/** True for a non-null, non-array object. */
export function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces an XML text node (`{"$": v}` / `{"#text": v}`) by its value; anything else is returned as is. */
export function unwrap(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const o = value as Obj;
  const dollar = o.$;
  if (dollar !== undefined) return dollar;
  const text = o['#text'];
  if (text !== undefined) return text;
  return value;
}

/** Reads `key` (or `@key`) of `obj`, unwrapping a text node. Non-objects yield undefined. */
export function field(obj: unknown, key: string): unknown {
  if (typeof obj !== 'object' || obj === null) return undefined;
  const o = obj as Obj;
  let v = o[key];
  if (v === undefined) v = o[atKey(key)];
  if (typeof v === 'object' && v !== null) return unwrap(v);
  return v;
}

/** Reads an object-valued field; anything that is not an object yields undefined. */
export function objField(obj: unknown, key: string): Obj | undefined {
  const v = field(obj, key);
  return isObj(v) ? v : undefined;
}

const EMPTY: readonly unknown[] = Object.freeze([]);

/** A list that may be an array, a single element, `null` or missing (Variations 2). */
export function asList(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (value === undefined || value === null || value === '') return EMPTY;
  return [value];
}

/** Reads a list-valued field, tolerating the single-object form. */
export function listField(obj: unknown, key: string): readonly unknown[] {
  return asList(field(obj, key));
}

/** Text of a scalar: strings trimmed, finite numbers and booleans stringified, anything else ''. */
export function text(value: unknown): string {
  const v = unwrap(value);
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  return '';
}

/** Text of a field (see {@link text}). */
export function textField(obj: unknown, key: string): string {
  return text(field(obj, key));
}

/**
 * Parses an amount: numbers as is, strings with `$`, `,`, spaces, a leading sign or accounting
 * parentheses (`"$1,250.00"`, `" 1,250 "`, `"(12.50)"`). Blank or unreadable values yield null.
 */
export function toNumber(value: unknown): number | null {
  const v = unwrap(value);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  if (v.length === 0) return null;
  // Fast path: a plain decimal string.
  const direct = Number(v);
  if (Number.isFinite(direct) && v.trim() !== '') return direct;
  let negative = false;
  let out = '';
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 48 && c <= 57) out += v[i];
    else if (c === 46 /* . */) out += '.';
    else if (c === 45 /* - */ || c === 40 /* ( */) negative = true;
    else if (
      c === 36 /* $ */ ||
      c === 44 /* , */ ||
      c === 32 ||
      c === 9 ||
      c === 41 /* ) */ ||
      c === 43 /* + */
    )
      continue;
    else return null;
  }
  if (out === '' || out === '.') return null;
  const n = Number(out);
  if (!Number.isFinite(n)) return null;
  return negative ? -n : n;
}

/** Reads an amount field (see {@link toNumber}). */
export function numberField(obj: unknown, key: string): number | null {
  return toNumber(field(obj, key));
}

/** Reads a boolean that may be `true`/`false`, `"true"`/`"false"`, `"Y"`/`"N"`, `1`/`0`. */
export function toBoolean(value: unknown): boolean | null {
  const v = unwrap(value);
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true' || s === 'y' || s === 'yes' || s === '1') return true;
    if (s === 'false' || s === 'n' || s === 'no' || s === '0') return false;
  }
  return null;
}

const NAMED_ENTITIES = new Map<string, string>([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

function decodeOnce(s: string): string {
  let out = '';
  let i = 0;
  while (i < s.length) {
    const amp = s.indexOf('&', i);
    if (amp < 0) break;
    const semi = s.indexOf(';', amp + 1);
    if (semi < 0 || semi - amp > 10) {
      out += s.slice(i, amp + 1);
      i = amp + 1;
      continue;
    }
    const name = s.slice(amp + 1, semi);
    let rep: string | undefined;
    if (name.charCodeAt(0) === 35 /* # */) {
      const isHex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(isHex ? 2 : 1), isHex ? 16 : 10);
      if (Number.isInteger(code) && code > 0 && code <= 0x10ffff) rep = String.fromCodePoint(code);
    } else {
      rep = NAMED_ENTITIES.get(name.toLowerCase());
    }
    if (rep === undefined) {
      out += s.slice(i, amp + 1);
      i = amp + 1;
    } else {
      out += s.slice(i, amp) + rep;
      i = semi + 1;
    }
  }
  return out + s.slice(i);
}

/**
 * Decodes HTML entities, also doubly encoded ones seen in real exports
 * (`"H&#x26;amp;R ACCOUNTS"` → `"H&R ACCOUNTS"`).
 */
export function decodeEntities(s: string): string {
  let cur = s;
  for (let pass = 0; pass < 3 && cur.indexOf('&') >= 0; pass++) {
    const next = decodeOnce(cur);
    if (next === cur) break;
    cur = next;
  }
  return cur;
}

/** A code reference `{symbol, abbreviation, description}` with blanks for missing parts. */
export interface CodeRef {
  symbol: string;
  abbreviation: string;
  description: string;
}

function blankCode(): CodeRef {
  return { symbol: '', abbreviation: '', description: '' };
}

/** Reads a code reference; a bare string is taken as its description. */
export function codeRef(value: unknown): CodeRef {
  const v = unwrap(value);
  if (typeof v === 'string' || typeof v === 'number') {
    const t = text(v);
    return t === '' ? blankCode() : { symbol: '', abbreviation: '', description: t };
  }
  if (!isObj(v)) return blankCode();
  const symbol = textField(v, 'symbol');
  const abbreviation = textField(v, 'abbreviation');
  const description = textField(v, 'description');
  return { symbol, abbreviation, description };
}

/** Reads a code-reference field (see {@link codeRef}). */
export function codeField(obj: unknown, key: string): CodeRef {
  return codeRef(field(obj, key));
}
