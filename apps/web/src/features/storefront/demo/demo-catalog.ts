import {
  Armchair,
  Backpack,
  Coffee,
  Flame,
  Footprints,
  Headphones,
  Lamp,
  Leaf,
  type LucideIcon,
  Milk,
  NotebookPen,
  Shirt,
  Sprout,
} from 'lucide-react';
import type { DemoCartItem } from './demo-cart';
import type { DemoCategory } from './demo-categories';

/**
 * The platform's demo catalogue (the `/category`, `/product` pages): a dozen items in four
 * categories, drawn as gradients and icons, so the demo needs no images and no network. Some
 * prices are currency strings on purpose: the demo cart takes both (spec §3).
 */
export interface DemoProduct {
  id: string;
  name: string;
  price: DemoCartItem['price'];
  /** The "was" price, in the same forms. */
  compareAt?: DemoCartItem['price'];
  category: DemoCategory;
  blurb: string;
  details: readonly string[];
  art: { icon: LucideIcon; from: string; to: string };
}

export const demoProducts: readonly DemoProduct[] = [
  {
    id: 'everyday-crew-tee',
    name: 'Everyday Crew Tee',
    price: 24,
    category: 'apparel',
    blurb: 'Heavyweight organic cotton with a relaxed fit.',
    details: ['100 % organic cotton, 220 gsm', 'Pre-shrunk, garment dyed', 'Machine wash cold'],
    art: { icon: Shirt, from: '#fca5a5', to: '#dc2626' },
  },
  {
    id: 'trail-daypack',
    name: 'Trail Daypack',
    price: '$58.00',
    compareAt: '$72.00',
    category: 'apparel',
    blurb: 'A water-resistant 20 L pack for city and trail.',
    details: ['Recycled ripstop nylon', 'Padded laptop sleeve', 'Lifetime repairs'],
    art: { icon: Backpack, from: '#a5b4fc', to: '#4338ca' },
  },
  {
    id: 'merino-socks',
    name: 'Merino Hiking Socks (3-pack)',
    price: 18.5,
    category: 'apparel',
    blurb: 'Cushioned where it counts, cool everywhere else.',
    details: ['Merino wool blend', 'Reinforced heel and toe', 'Three colours per pack'],
    art: { icon: Footprints, from: '#fde68a', to: '#d97706' },
  },
  {
    id: 'stoneware-mug',
    name: 'Stoneware Mug',
    price: 16,
    category: 'home',
    blurb: 'Hand-glazed, holds a generous 12 oz.',
    details: ['Dishwasher and microwave safe', 'Each glaze is one of a kind', '12 oz / 350 ml'],
    art: { icon: Coffee, from: '#d6d3d1', to: '#57534e' },
  },
  {
    id: 'soy-candle',
    name: 'Cedar & Fig Soy Candle',
    price: '$22',
    category: 'home',
    blurb: 'Forty hours of slow, clean burn.',
    details: ['Natural soy wax, cotton wick', 'Notes of cedar, fig leaf and amber', 'Reusable glass jar'],
    art: { icon: Flame, from: '#fdba74', to: '#c2410c' },
  },
  {
    id: 'walnut-lounge-chair',
    name: 'Walnut Lounge Chair',
    price: '$1,299.99',
    category: 'home',
    blurb: 'Solid walnut frame with a wool bouclé seat.',
    details: ['Solid American walnut', 'Ships fully assembled', '10-year frame warranty'],
    art: { icon: Armchair, from: '#d4a373', to: '#7c4a1e' },
  },
  {
    id: 'cork-yoga-mat',
    name: 'Cork Yoga Mat',
    price: 68,
    compareAt: 80,
    category: 'wellness',
    blurb: 'Grippy when you sweat, gentle on the planet.',
    details: ['Natural cork over natural rubber', '4 mm thick', 'Carry strap included'],
    art: { icon: Sprout, from: '#bbf7d0', to: '#15803d' },
  },
  {
    id: 'steel-bottle',
    name: 'Insulated Steel Bottle',
    price: '$29.95',
    category: 'wellness',
    blurb: 'Cold for a day, hot for half of one.',
    details: ['Double-wall stainless steel', '24 oz / 710 ml', 'Leak-proof lid'],
    art: { icon: Milk, from: '#bae6fd', to: '#0369a1' },
  },
  {
    id: 'herbal-tea-sampler',
    name: 'Herbal Tea Sampler',
    price: 14,
    category: 'wellness',
    blurb: 'Six caffeine-free blends to find your favourite.',
    details: ['Six blends, five sachets each', 'Organic herbs', 'Compostable sachets'],
    art: { icon: Leaf, from: '#d9f99d', to: '#4d7c0f' },
  },
  {
    id: 'wireless-earbuds',
    name: 'Wireless Earbuds',
    price: '$129.00',
    category: 'tech',
    blurb: 'Clear calls, quiet commutes, all-day battery.',
    details: ['Active noise cancelling', '8 h battery, 32 h with case', 'USB-C and wireless charging'],
    art: { icon: Headphones, from: '#cbd5e1', to: '#1e293b' },
  },
  {
    id: 'arc-desk-lamp',
    name: 'Arc Desk Lamp',
    price: 45,
    category: 'tech',
    blurb: 'Warm, dimmable light exactly where you need it.',
    details: ['Three colour temperatures', 'Touch dimmer', 'Weighted aluminium base'],
    art: { icon: Lamp, from: '#fef08a', to: '#ca8a04' },
  },
  {
    id: 'dot-grid-notebooks',
    name: 'Dot Grid Notebooks (2-pack)',
    price: '12.00',
    category: 'tech',
    blurb: 'Lay-flat binding and paper that loves ink.',
    details: ['A5, 160 pages each', '100 gsm acid-free paper', 'Numbered pages with index'],
    art: { icon: NotebookPen, from: '#f5d0fe', to: '#a21caf' },
  },
];

export const findDemoProduct = (id: string) => demoProducts.find((p) => p.id === id);
export const demoProductsIn = (slug: string) => demoProducts.filter((p) => p.category === slug);
