import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../../tests/helpers/test-db';
import { setDbHandleForTests } from '../../../../db';
import ModelsPage from './page';

let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb({ cars: 60 });
  setDbHandleForTests(handle);
}, 120_000);
afterAll(async () => handle.drop());

// The page holds async server components: rendered whole, as the server would.
const render = async (body?: string) => {
  const page = await ModelsPage({
    params: Promise.resolve({ site: 'carzone' }),
    searchParams: Promise.resolve(body === undefined ? {} : { body }),
  });
  return text((await prerenderToNodeStream(page)).prelude);
};

describe('/models', () => {
  it.each([
    ['without a body type', undefined],
    ['with an unknown one', 'spaceship'],
  ])('%s offers the body types in stock, each leading to its models', async (_, body) => {
    const html = await render(body);
    expect(html).toContain('Choose a body type');
    const links = [...html.matchAll(/href="(\/models\?body=[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(html).not.toContain('id="body-models"');
  });

  it('with a body type lists its models instead', async () => {
    const html = await render('suv');
    expect(html).toContain('id="body-models"');
    expect(html).not.toContain('href="/models?body=');
  });
});
