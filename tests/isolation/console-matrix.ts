import { POST as inviteStaff } from '../../src/app/api/console/sites/[site]/staff/invitations/route';
import { GET as listStaff } from '../../src/app/api/console/sites/[site]/staff/route';
import type { Method } from './api-matrix';
import type { Handler } from './calls';

// The dealer console's calls that name a site (/api/console/sites/{site}/…): a manager of site A asks for
// site B and must get the 404 a site that does not exist gets, with nothing changed; for A itself the row's
// `own` status. Adding a console route that takes a site or an id means adding its row here
// (matrix-coverage.test.ts checks it).

export type ConsoleRow = {
  route: string;
  method: Method;
  handler: Handler;
  body?: (n: number) => unknown;
  own: number;
};

export const CONSOLE_MATRIX: ConsoleRow[] = [
  { route: 'console/sites/[site]/staff', method: 'GET', handler: listStaff, own: 200 },
  {
    route: 'console/sites/[site]/staff/invitations',
    method: 'POST',
    handler: inviteStaff,
    body: (n) => ({ email: `isolation-${n}@example.com`, role: 'sales', dealerships: [] }),
    own: 201,
  },
];
