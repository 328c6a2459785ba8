import { argumentProblem } from './rules';

/**
 * The command's arguments, or null after printing what is wrong with them and the usage (the command then
 * exits 2). An error that is not about the arguments is thrown on.
 */
export function argsOrUsage<T>(parse: (argv: string[]) => T, usage: string): T | null {
  try {
    return parse(process.argv.slice(2));
  } catch (error) {
    const problem = argumentProblem(error);
    if (problem === null) throw error;
    console.error(`${problem}\n\n${usage}`);
    return null;
  }
}
