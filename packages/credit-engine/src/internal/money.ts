/** Rounds an amount to cents, half away from zero, immune to binary noise (87.45000000000005). */
export function roundCents(x: number): number {
  const scaled = x * 100;
  const r = Math.round(Math.abs(scaled) + 1e-7) / 100;
  return scaled < 0 ? -r : r;
}

/** Rounds an amount down to cents (a target balance that must not exceed a ceiling). */
export function floorCents(x: number): number {
  return Math.floor(x * 100 + 1e-7) / 100;
}
