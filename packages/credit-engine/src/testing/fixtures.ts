/**
 * The credit-report fixtures live in the repository, in `packages/credit-engine/fixtures/`
 * (each report, its `.expected.json` and a README explaining them). Tests, benchmarks and seeds
 * read them from here only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The fixtures directory, beside this package's `src/`. */
export const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'fixtures');

/** Names of every fixture that has an expected outcome, sorted. */
export function fixtureNames(): string[] {
  return readdirSync(fixturesDir)
    .filter((f) => f.endsWith('.expected.json'))
    .map((f) => f.slice(0, -'.expected.json'.length))
    .sort();
}

/** The raw text of fixture `name`. */
export function readFixtureText(name: string): string {
  return readFileSync(path.join(fixturesDir, `${name}.json`), 'utf8');
}

/** The raw input of fixture `name` (parsed JSON). */
export function loadFixture(name: string): unknown {
  return JSON.parse(readFixtureText(name));
}

/** The expected outcome of fixture `name`. */
export function loadExpected(name: string): { as_of: string } & Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(fixturesDir, `${name}.expected.json`), 'utf8'));
}
