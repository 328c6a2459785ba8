// Strings → small integer codes, 1-based (0 stands for "no value"), in order of first appearance. Looking up
// a string read from a database row costs hashing it, so whatever derives from a value (its list code, its
// words) is kept per code and worked out once per distinct value, not once per car.

export class Dictionary {
  private readonly codeOf = new Map<string, number>();
  /** code → key; code 0 is "no value". */
  readonly keys: string[] = [''];
  private lastKey: string | null = null;
  private lastCode = 0;

  get size(): number {
    return this.keys.length - 1;
  }

  /** The key's code, assigned when new. */
  code(key: string): number {
    // Loads run dealership by dealership, so names, slugs, cities and states repeat car after car.
    if (key === this.lastKey) return this.lastCode;
    let code = this.codeOf.get(key);
    if (code === undefined) {
      code = this.keys.length;
      this.codeOf.set(key, code);
      this.keys.push(key);
    }
    this.lastKey = key;
    this.lastCode = code;
    return code;
  }

  /** The key's code, or undefined for a key never coded. */
  find(key: string): number | undefined {
    return this.codeOf.get(key);
  }
}
