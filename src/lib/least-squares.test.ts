import { describe, expect, it } from 'vitest';
import { fitLeastSquares, predict } from './least-squares';

const line = (points: [number, number][]) => points.map(([x, y]) => ({ x: [1, x], y }));

describe('fitLeastSquares', () => {
  it('finds an exact line with no residual', () => {
    const fit = fitLeastSquares(
      line([
        [0, 1],
        [1, 3],
        [2, 5],
      ]),
    );
    expect(fit?.coefficients[0]).toBeCloseTo(1, 10);
    expect(fit?.coefficients[1]).toBeCloseTo(2, 10);
    expect(fit?.residualVariance).toBeCloseTo(0, 10);
    expect(fit?.degreesOfFreedom).toBe(1);
  });

  it('takes the residual variance over n − p', () => {
    // y = 0, 2, 0, 2 at x = 0, 0, 1, 1: the line 1 + 0x, residuals ±1, RSS 4 over 4 − 2 = 2.
    const fit = fitLeastSquares(
      line([
        [0, 0],
        [0, 2],
        [1, 0],
        [1, 2],
      ]),
    );
    expect(fit?.coefficients[0]).toBeCloseTo(1, 10);
    expect(fit?.coefficients[1]).toBeCloseTo(0, 10);
    expect(fit?.residualVariance).toBeCloseTo(2, 10);
  });

  it.each([
    ['no rows', []],
    [
      'as many rows as coefficients (no degree of freedom)',
      line([
        [0, 1],
        [1, 2],
      ]),
    ],
    [
      'a column the rows cannot tell apart (every x the same)',
      line([
        [3, 1],
        [3, 2],
        [3, 4],
      ]),
    ],
  ])('is null for %s', (_label, rows) => {
    expect(fitLeastSquares(rows)).toBeNull();
  });
});

describe('predict', () => {
  const fit = fitLeastSquares(
    line([
      [0, 0],
      [0, 2],
      [1, 0],
      [1, 2],
    ]),
  );
  if (!fit) throw new Error('expected a fit');

  it('gives the fitted value and a new row’s variance, larger away from the rows', () => {
    // (XᵀX)⁻¹ = [[½, −½], [−½, 1]]: at x = 0.5 the leverage is ½ − ½ + ¼ = ¼, so s² (1 + ¼) = 2.5; at
    // x = 3 it is ½ − 3 + 9 = 6.5, so 2 × 7.5 = 15.
    expect(predict(fit, [1, 0.5]).value).toBeCloseTo(1, 10);
    expect(predict(fit, [1, 0.5]).variance).toBeCloseTo(2.5, 10);
    expect(predict(fit, [1, 3]).variance).toBeCloseTo(15, 10);
  });
});
