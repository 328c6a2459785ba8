import fs from 'node:fs';
import path from 'node:path';

/**
 * The sign-in code in the newest message the embedded SMS sender wrote to `dir` for this mobile (04…), or
 * '' when none is there yet. Callers poll it with their runner's own `expect`.
 */
export function newestSmsCode(dir: string, mobile: string): string {
  const prefix = `61${mobile.slice(1)}-`;
  const newest = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .sort((a, b) => Number(a.split('-')[1]) - Number(b.split('-')[1]))
    .at(-1);
  if (!newest) return '';
  const { body } = JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8')) as { body: string };
  return /^(\d{6}) /.exec(body)?.[1] ?? '';
}
