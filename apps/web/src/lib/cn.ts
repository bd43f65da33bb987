import { type ClassValue, clsx } from 'clsx';

/** Joins class names; falsy values drop out. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
