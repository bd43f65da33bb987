#!/usr/bin/env node
/**
 * A fresh clone has nothing beside it: no source, test, script or config file may refer to a path
 * outside the repository root (the workplace's sibling `shared` folder, `path.resolve(root, '..')`,
 * an import that climbs out).
 * `npm test` runs this first; each finding names the file and line and says what to do instead.
 *
 * Usage: node scripts/check-paths.mjs [root]   (exit 1 when something points outside)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'coverage',
  'screenshots',
]);
const SKIP_FILES = new Set(['package-lock.json']);
/**
 * The check and its test spell out the patterns they look for; the boundary check's test writes
 * fake source trees into a temporary folder, so its literals are paths inside that folder.
 */
const SELF = new Set([
  'scripts/check-paths.mjs',
  'scripts/check-paths.test.ts',
  'scripts/check-boundaries.test.ts',
]);
const CHECKED = /\.(?:[cm]?[jt]sx?|json|ya?ml|sh|toml|html|css)$/;
/** Extension-less scripts checked too (CI entry points, hooks). */
const CHECKED_BARE = new Set(['.ci/run']);

/** Every file `check` looks at, relative to `root`, with `/` separators. */
export function listFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      const rel = path.relative(root, abs).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (SKIP_DIRS.has(entry.name) || rel.startsWith('e2e/.tmp')) continue;
        walk(abs);
      } else if (
        entry.isFile() &&
        !SKIP_FILES.has(entry.name) &&
        !SELF.has(rel) &&
        (CHECKED.test(entry.name) || CHECKED_BARE.has(rel))
      ) {
        out.push(rel);
      }
    }
  };
  walk(root);
  return out.sort();
}

/** The folder beside the repository that a fresh clone lacks (spelled so this file doesn't name it). */
const SIBLING_SHARED = `${'.'.repeat(2)}/shared`;
const SHARED = /(?:^|[^\w.])\.\.[\\/]+(?:\.\.[\\/]+)*shared\b/;
const SHARED_SEGMENTS = /['"`]\.\.['"`]\s*,\s*(?:['"`]\.\.['"`]\s*,\s*)*['"`]shared['"`]/;
const WORKPLACE = /['"`]\/work\/(?!main\b)|\/shared\/(?:fixtures|specs|seeds|hooks)\//;
/** `path.resolve(<base>, 'lit', 'lit')` / `path.join(...)`: the base and its literal segments. */
const PATH_CALL =
  /\bpath\.(?:resolve|join)\(\s*([^,()]+(?:\([^()]*\))?)\s*((?:,\s*(?:'[^']*'|"[^"]*"|`[^`$]*`)\s*)+)\)/g;
/** A string literal that starts by climbing: `'..'`, `'../x'`, `"../../y"`. */
const CLIMBING_LITERAL = /(['"`])(\.\.(?:[\\/][^'"`\s$]*)?)\1/g;

function baseOf(expr, fileDir, root) {
  const e = expr.trim();
  if (/^(?:import\.meta\.dirname|__dirname)$/.test(e)) return fileDir;
  if (/^path\.dirname\(\s*fileURLToPath\(\s*import\.meta\.url\s*\)\s*\)$/.test(e)) return fileDir;
  if (/^process\.cwd\(\)$/.test(e) || /(?:^|\.)(?:repo)?root(?:dir)?$/i.test(e)) return root;
  return null;
}

/** Findings `{ file, line, text, reason }` for the given files (relative to `root`). */
export function check(root, files = listFiles(root)) {
  const findings = [];
  const rootAbs = path.resolve(root);
  const outside = (p) => {
    const rel = path.relative(rootAbs, p);
    return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
  };
  for (const file of files) {
    const abs = path.join(rootAbs, file);
    let text;
    try {
      if (statSync(abs).size > 2_000_000) continue;
      text = readFileSync(abs, 'utf8');
    } catch {
      continue;
    }
    const fileDir = path.dirname(abs);
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const at = (reason) => findings.push({ file, line: i + 1, text: line.trim(), reason });
      // A relative literal that stays inside the repository (one level up to a `shared` folder from
      // app/routes/public is app/routes/shared) is fine, whatever its folder is called.
      const unresolved = line.replace(CLIMBING_LITERAL, (lit, _q, rel) =>
        outside(path.resolve(fileDir, rel)) ? lit : "''",
      );
      if (SHARED.test(unresolved) || SHARED_SEGMENTS.test(unresolved)) {
        at(`refers to ${SIBLING_SHARED}, which a fresh clone does not have`);
        return;
      }
      if (WORKPLACE.test(line)) {
        at('refers to an absolute path of this workplace');
        return;
      }
      for (const m of line.matchAll(PATH_CALL)) {
        const base = baseOf(m[1], fileDir, rootAbs);
        if (!base) continue;
        const segments = [...m[2].matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map(
          (s) => s[1] ?? s[2] ?? s[3],
        );
        if (outside(path.resolve(base, ...segments))) {
          at(`path.${m[0].slice(5, m[0].indexOf('('))}(${m[1].trim()}, …) climbs above the repository root`);
          return;
        }
      }
      // Relative literals outside a path call (imports, `extends`, config paths): relative to the file.
      const withoutCalls = line.replace(PATH_CALL, '');
      for (const m of withoutCalls.matchAll(CLIMBING_LITERAL)) {
        if (outside(path.resolve(fileDir, m[2]))) {
          at(`'${m[2]}' resolves above the repository root`);
          return;
        }
      }
    });
  }
  return findings;
}

/** The report `npm test` prints. */
export function format(findings) {
  return findings
    .map(
      (f) =>
        `${f.file}:${f.line}: ${f.reason}\n    ${f.text}\n    → copy what it needs into the repository (fixtures beside the code that owns them, specs under docs/) and refer to it there.`,
    )
    .join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const findings = check(root);
  if (findings.length) {
    console.error(format(findings));
    console.error(`\n${findings.length} reference(s) to paths outside the repository root.`);
    process.exit(1);
  }
  console.log(
    `No path outside the repository root is referred to (${listFiles(root).length} files checked).`,
  );
}
