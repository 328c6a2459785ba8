// Slot lists (a rare value's cars, a token's cars) are Int32Arrays with spare room at the end, grown by half
// when full: 4 bytes an entry (a JS number array takes 8), and a patch appends with at most one memcpy.
// The caller keeps the length. `trimmed` drops the spare room once a load is done.

export function appendSlot(list: Int32Array, length: number, slot: number): Int32Array {
  let out = list;
  if (length === list.length) {
    out = new Int32Array(Math.max(4, Math.ceil(length * 1.5)));
    out.set(list);
  }
  out[length] = slot;
  return out;
}

export function trimmed(list: Int32Array, length: number): Int32Array {
  return list.length === length ? list : list.slice(0, length);
}
