import { describe, expect, it } from 'vitest';
import {
  addItem,
  DEMO_CART_KEY,
  demoTotals,
  itemCount,
  parsePriceCents,
  readDemoCart,
  removeItem,
  setQuantity,
  subtotalCents,
  writeDemoCart,
} from './demo-cart';

const mug = { id: 'mug', name: 'Mug', price: 16 };
const chair = { id: 'chair', name: 'Chair', price: '$1,299.99' };

describe('parsePriceCents', () => {
  it.each([
    [24, 2_400],
    [24.5, 2_450],
    [0.1 + 0.2, 30],
    ['$1,299.99', 129_999],
    ['1299.99', 129_999],
    ['$ 29.95', 2_995],
    ['USD 12', 1_200],
    ['12.50 USD', 1_250],
    ['$1,000,000', 100_000_000],
    ['1.005', 101],
    ['0.994', 99],
    ['  7 ', 700],
  ] as const)('%s → %i cents', (price, cents) => {
    expect(parsePriceCents(price)).toBe(cents);
  });

  it.each([
    ['abc'],
    [''],
    ['$'],
    ['1.2.3'],
    ['12,34'],
    ['1,29,9'],
    ['-5'],
    ['$-5.00'],
    ['12.'],
    ['€12'],
    [-3],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [{}],
  ] as const)('counts a bad price (%s) as 0', (price) => {
    expect(parsePriceCents(price)).toBe(0);
  });
});

describe('demo cart totals (spec §9)', () => {
  it('charges 8.75 % tax and $9.99 shipping under $100', () => {
    const items = addItem([], mug, 2); // $32.00
    expect(demoTotals(items)).toEqual({
      subtotal_cents: 3_200,
      shipping_cents: 999,
      tax_cents: 280,
      total_cents: 3_200 + 280 + 999,
    });
  });

  it('ships free at exactly $100 and above, and on an empty cart', () => {
    expect(demoTotals([{ id: 'x', name: 'X', price: '100.00', quantity: 1 }])).toMatchObject({
      shipping_cents: 0,
      tax_cents: 875,
      total_cents: 10_875,
    });
    expect(demoTotals([{ id: 'x', name: 'X', price: 99.99, quantity: 1 }]).shipping_cents).toBe(999);
    expect(demoTotals([])).toEqual({ subtotal_cents: 0, shipping_cents: 0, tax_cents: 0, total_cents: 0 });
  });

  it('rounds tax half up on the subtotal', () => {
    // 8.75 % of $0.40 is 3.5 cents → 4
    expect(demoTotals([{ id: 'x', name: 'X', price: 0.4, quantity: 1 }]).tax_cents).toBe(4);
  });

  it('counts a line with an unreadable price as $0', () => {
    const items = [
      { id: 'a', name: 'A', price: 'free!', quantity: 3 },
      { id: 'b', name: 'B', price: '$1,299.99', quantity: 1 },
    ];
    expect(subtotalCents(items)).toBe(129_999);
    expect(demoTotals(items).total_cents).toBe(129_999 + 11_375);
  });
});

describe('demo cart changes', () => {
  it('merges an added item with its line', () => {
    const items = addItem(addItem([], mug), mug, 2);
    expect(items).toEqual([{ ...mug, quantity: 3 }]);
    expect(itemCount(addItem(items, chair))).toBe(4);
  });

  it('removes an item at quantity 0 or less', () => {
    const items = addItem(addItem([], mug), chair);
    expect(setQuantity(items, 'mug', 0)).toEqual([{ ...chair, quantity: 1 }]);
    expect(setQuantity(items, 'mug', -2)).toEqual([{ ...chair, quantity: 1 }]);
    expect(setQuantity(items, 'mug', 5)[0]?.quantity).toBe(5);
    expect(removeItem(items, 'chair')).toEqual([{ ...mug, quantity: 1 }]);
  });

  it('never mutates the cart it was given', () => {
    const items = Object.freeze([Object.freeze({ ...mug, quantity: 1 })]);
    addItem(items, mug);
    setQuantity(items, 'mug', 0);
    expect(items).toEqual([{ ...mug, quantity: 1 }]);
  });
});

describe('demo cart storage', () => {
  it('round-trips through the demoCart key', () => {
    const storage = new Map<string, string>();
    const shim = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    };
    writeDemoCart(shim, [{ ...chair, quantity: 2 }]);
    expect(JSON.parse(storage.get(DEMO_CART_KEY) ?? '')).toEqual([{ ...chair, quantity: 2 }]);
    expect(readDemoCart(shim)).toEqual([{ ...chair, quantity: 2 }]);
  });

  it('drops unreadable storage and entries', () => {
    const read = (value: string | null) => readDemoCart({ getItem: () => value });
    expect(read(null)).toEqual([]);
    expect(read('{not json')).toEqual([]);
    expect(read('{"id":"x"}')).toEqual([]);
    expect(
      read(
        JSON.stringify([
          null,
          { id: '', price: 1, quantity: 1 },
          { id: 'a', price: {}, quantity: 1 },
          { id: 'b', price: 2, quantity: 0 },
          { id: 'c', price: '3', quantity: 2.7 },
        ]),
      ),
    ).toEqual([{ id: 'c', name: 'c', price: '3', quantity: 2 }]);
  });
});
