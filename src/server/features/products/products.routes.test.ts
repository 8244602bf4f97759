import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import en from '#domain/i18n/en.json' with { type: 'json' };
import {
  ADMIN,
  buildTestApp,
  DEMO_PASSWORD,
  type TestApp,
  type TestBrowser,
} from '#server/testing/build-test-app.ts';
import { uniqueWord } from '#server/testing/factories.ts';

let testApp: TestApp;
let admin: TestBrowser;
let support: TestBrowser;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await testApp.signIn(ADMIN.email, ADMIN.password);
  support = await testApp.signIn('support', DEMO_PASSWORD);
});
afterAll(() => testApp?.close());

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  category: 'Air Conditioner',
  name: `Inverter AC ${uniqueWord()}`,
  model: `AC-${uniqueWord()}`,
  variants: ['White', 'Gold'],
  cover_months: 12,
  part_covers: [{ part: 'Compressor', months: 60 }],
  launched_on: '2022-01-01',
  ...overrides,
});

describe('the product catalogue', () => {
  test('an admin adds a product; a new category name adds the category; the history says who', async () => {
    const category = `Heaters ${uniqueWord()}`;
    const input = validProduct({ category });

    const created = await admin.post('/api/products', input);

    expect(created.statusCode).toBe(201);
    const { product } = created.json();
    expect(product).toMatchObject({ ...input, id: expect.any(Number), category });
    const categories = (await support.get('/api/product-categories')).json().categories;
    expect(categories).toContainEqual({ id: product.category_id, name: category });
    const edit = (await support.get(`/api/products/${product.id}/edit`)).json();
    expect(edit.timelineRecords).toEqual([
      expect.objectContaining({ action: en.timeline.created, user_name: 'Admin' }),
    ]);
    expect(edit.can).toEqual({ update: false });
  });

  test('the list searches name and model and narrows by category, one page at a time', async () => {
    const word = uniqueWord();
    const category = `Fans ${word}`;
    const first = (
      await admin.post('/api/products', validProduct({ name: `Fan ${word} A`, category }))
    ).json().product;
    const second = (
      await admin.post('/api/products', validProduct({ model: `FAN-${word}-B`, category }))
    ).json().product;
    await admin.post('/api/products', validProduct({ name: `Fan ${word} C` }));

    const page = (
      await support.get(
        `/api/products?search=${word.toUpperCase()}&category=${encodeURIComponent(category)}&limit=1`,
      )
    ).json();
    const next = (
      await support.get(
        `/api/products?search=${word}&category=${encodeURIComponent(category)}&limit=1&after=${page.nextAfter}`,
      )
    ).json();

    expect(page.products.map((p: { id: number }) => p.id)).toEqual([first.id]);
    expect(next.products.map((p: { id: number }) => p.id)).toEqual([second.id]);
    expect(next.nextAfter).toBeNull();
  });

  test('an update writes one history entry per changed field', async () => {
    const { product } = (await admin.post('/api/products', validProduct())).json();

    const response = await admin.put(
      `/api/products/${product.id}`,
      validProduct({ ...product, cover_months: 24, part_covers: [{ part: 'Compressor', months: 60 }] }),
    );

    expect(response.statusCode).toBe(200);
    expect(response.json().product.cover_months).toBe(24);
    expect(response.json().timelineRecords.map((record: { action: string }) => record.action)).toEqual([
      en.timeline.created,
      'Months of Cover changed from 12 to 24',
    ]);
  });

  test('bad terms and a model already in the catalogue get 422 with field messages', async () => {
    const taken = (await admin.post('/api/products', validProduct())).json().product;

    const shortPart = await admin.post(
      '/api/products',
      validProduct({ part_covers: [{ part: 'Remote', months: 6 }] }),
    );
    const noMonths = await admin.post('/api/products', validProduct({ cover_months: 0 }));
    const sameModel = await admin.post('/api/products', validProduct({ model: taken.model.toLowerCase() }));

    expect(shortPart.statusCode).toBe(422);
    expect(shortPart.json().errors).toEqual({ 'part_covers.0.months': [en.products.validation.partLonger] });
    expect(noMonths.json().errors).toEqual({ cover_months: [en.products.validation.months] });
    expect(sameModel.statusCode).toBe(422);
    expect(sameModel.json().errors).toEqual({ model: [en.products.validation.modelTaken] });
  });

  test('Support Agents read the catalogue but may not change it; Agents and Dealers may not read it', async () => {
    const { product } = (await admin.post('/api/products', validProduct())).json();
    const agent = await testApp.signIn('agent', DEMO_PASSWORD);
    const dealer = await testApp.signIn('dealer', DEMO_PASSWORD);

    expect((await support.get('/api/products')).statusCode).toBe(200);
    expect((await support.post('/api/products', validProduct())).statusCode).toBe(403);
    expect((await support.put(`/api/products/${product.id}`, validProduct())).statusCode).toBe(403);
    expect((await agent.get('/api/products')).statusCode).toBe(403);
    expect((await dealer.get(`/api/products/${product.id}/edit`)).statusCode).toBe(403);
    expect((await admin.get('/api/products/999999/edit')).statusCode).toBe(404);
  });
});
