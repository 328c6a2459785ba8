// The car a signed-out Save asked for, kept in the tab while the shopper signs in: the toast after
// signing in names it, as the Save button's own toast does. Only its name travels; the id rides in the
// sign-in's way back (withSaveRequest).

const KEY = 'watchlist:pending-save';

export function rememberPendingSave(carId: number, carName: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ carId, carName }));
  } catch {
    // storage unavailable: the toast names no car
  }
}

/** The name remembered for this car (once), or null. */
export function takePendingSaveName(carId: number): string | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    const value = raw ? (JSON.parse(raw) as { carId?: unknown; carName?: unknown }) : null;
    return value?.carId === carId && typeof value.carName === 'string' ? value.carName : null;
  } catch {
    return null;
  }
}
