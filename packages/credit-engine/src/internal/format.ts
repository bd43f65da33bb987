/** Minimal number formatting used inside rule texts (the display helpers build on it). */

function group(intPart: string): string {
  let out = '';
  for (let i = 0; i < intPart.length; i++) {
    if (i > 0 && (intPart.length - i) % 3 === 0) out += ',';
    out += intPart[i];
  }
  return out;
}

/** `$1,250.00` (or `$1,250` without cents); negative amounts as `-$12.50`. */
export function formatAmount(value: number, cents = true): string {
  const negative = value < 0;
  const abs = Math.abs(value);
  const fixed = cents ? abs.toFixed(2) : Math.round(abs).toString();
  const dot = fixed.indexOf('.');
  const intPart = dot < 0 ? fixed : fixed.slice(0, dot);
  const frac = dot < 0 ? '' : fixed.slice(dot);
  const body = `$${group(intPart)}${frac}`;
  return negative && abs >= (cents ? 0.005 : 0.5) ? `-${body}` : body;
}
