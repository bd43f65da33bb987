#!/usr/bin/env node
/** `npm run dev`: API server with reload on :3000 and the Vite dev server on :5173 (proxying /api). */
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@fundpath/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@fundpath/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
console.log('FundPath dev: open http://localhost:5173 (API on http://localhost:3000)');
