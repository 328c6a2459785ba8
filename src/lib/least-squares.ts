// Ordinary least squares for small models (a handful of coefficients, tens to hundreds of rows), with
// what a prediction's error needs: the residual variance, its degrees of freedom and (XᵀX)⁻¹. Pure.

export type LeastSquaresFit = {
  coefficients: number[];
  /** The residuals' variance, s² = RSS / (n − p). */
  residualVariance: number;
  /** n − p: how many rows the fit has beyond its coefficients. */
  degreesOfFreedom: number;
  /** (XᵀX)⁻¹, which times s² is the coefficients' covariance. */
  inverse: number[][];
};

/** The inverse of a square matrix by Gauss–Jordan with partial pivoting, or null when it is singular. */
function invert(matrix: readonly (readonly number[])[]): number[][] | null {
  const n = matrix.length;
  const m = matrix.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  const scale = Math.max(...matrix.flat().map(Math.abs), 1);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    // A column the rows cannot tell apart from the others (one badge, every car the same year).
    if (Math.abs(m[pivot][col]) < 1e-9 * scale) return null;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    const lead = m[col][col];
    for (let j = 0; j < 2 * n; j++) m[col][j] /= lead;
    for (let r = 0; r < n; r++) {
      if (r === col || m[r][col] === 0) continue;
      const factor = m[r][col];
      for (let j = 0; j < 2 * n; j++) m[r][j] -= factor * m[col][j];
    }
  }
  return m.map((row) => row.slice(n));
}

/**
 * Fits y ≈ x·β over the rows. Null when the rows do not determine β (collinear columns) or leave no
 * degree of freedom for the error. E.g. the rows ([1, 0], 1), ([1, 1], 3), ([1, 2], 5) give β = [1, 2]
 * with a residual variance of 0 and 1 degree of freedom.
 */
export function fitLeastSquares(
  rows: readonly { x: readonly number[]; y: number }[],
): LeastSquaresFit | null {
  const p = rows[0]?.x.length ?? 0;
  const degreesOfFreedom = rows.length - p;
  if (p === 0 || degreesOfFreedom < 1) return null;
  const xtx = Array.from({ length: p }, (_, i) =>
    Array.from({ length: p }, (_, j) => rows.reduce((sum, row) => sum + row.x[i] * row.x[j], 0)),
  );
  const inverse = invert(xtx);
  if (!inverse) return null;
  const xty = Array.from({ length: p }, (_, i) => rows.reduce((sum, row) => sum + row.x[i] * row.y, 0));
  const coefficients = inverse.map((row) => row.reduce((sum, v, j) => sum + v * xty[j], 0));
  const rss = rows.reduce((sum, row) => sum + (row.y - dot(row.x, coefficients)) ** 2, 0);
  return { coefficients, residualVariance: rss / degreesOfFreedom, degreesOfFreedom, inverse };
}

const dot = (a: readonly number[], b: readonly number[]) => a.reduce((sum, v, i) => sum + v * b[i], 0);

/**
 * The fit's prediction at x, and the variance of a new observation there: s² (1 + xᵀ(XᵀX)⁻¹x), the
 * scatter of single rows plus the uncertainty of the fitted line itself (larger far from the rows).
 */
export function predict(fit: LeastSquaresFit, x: readonly number[]): { value: number; variance: number } {
  const leverage = x.reduce((sum, xi, i) => sum + xi * dot(fit.inverse[i], x), 0);
  return { value: dot(x, fit.coefficients), variance: fit.residualVariance * (1 + leverage) };
}
