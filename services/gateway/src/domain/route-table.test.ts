import { manifestRouteTable, validPageMatch } from '@iq/contracts';
import { TEST_PAGES } from '@iq/contracts/src/testing/test-pages';
import { routeTableFor } from './route-table';

const manifest = () => ({
  remotes: {
    landing: { version: 'v1', entry: '/remotes/landing/v1/mf-manifest.json', pages: TEST_PAGES.landing },
  },
});

describe('routeTableFor', () => {
  test("the manifest's page table, built once per manifest object and frozen", () => {
    const one = manifest();
    const table = routeTableFor(one);
    expect(table).toEqual(manifestRouteTable(one));
    expect(routeTableFor(one)).toBe(table);
    expect(Object.isFrozen(table.routes[0])).toBe(true);
    expect(validPageMatch(table, '/')).not.toBeNull();
  });

  test('another manifest object gets its own table (a new deploy, a registry visitor)', () => {
    const one = manifest();
    const other = { remotes: {} };
    expect(routeTableFor(other)).not.toBe(routeTableFor(one));
    expect(routeTableFor(other)).toEqual(manifestRouteTable(other));
    expect(validPageMatch(routeTableFor(other), '/')).toBeNull();
    expect(routeTableFor(null)).toEqual(manifestRouteTable(null));
  });
});
