import { Link } from 'react-router';
import { Price, percentOff } from '../components/price';
import { DemoArt } from './demo-art';
import { parsePriceCents } from './demo-cart';
import { type DemoProduct, demoProductsIn } from './demo-catalog';
import { findDemoCategory } from './demo-categories';
import { DemoStore, demoLinks } from './demo-layout';
import { DemoNotFound } from './demo-not-found';

function DemoCard({ product }: { product: DemoProduct }) {
  const cents = parsePriceCents(product.price);
  const compare = product.compareAt === undefined ? null : parsePriceCents(product.compareAt);
  const off = percentOff(cents, compare);
  return (
    <Link to={demoLinks.product(product.id)} className="group block rounded-xl">
      <div className="relative">
        <DemoArt product={product} className="aspect-square rounded-xl" />
        {off ? (
          <span className="absolute top-2 left-2 rounded-full bg-[var(--store-accent)] px-2 py-0.5 text-xs font-semibold text-[var(--store-on-accent)]">
            Sale −{off}%
          </span>
        ) : null}
      </div>
      <h2 className="mt-3 text-sm font-medium text-slate-900 group-hover:underline">{product.name}</h2>
      <p className="mt-0.5 text-sm text-slate-600">{product.blurb}</p>
      <Price cents={cents} compareAtCents={compare} size="sm" className="mt-1" />
    </Link>
  );
}

/** `/category/:category`: the demo products of one category. */
export function DemoCategoryPage({ category }: { category: string }) {
  const found = findDemoCategory(category);
  if (!found)
    return <DemoNotFound title="Category not found" text={`The demo store has no “${category}” category.`} />;
  const products = demoProductsIn(found.slug);
  return (
    <DemoStore category={found.slug}>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{found.name}</h1>
      <p className="mt-2 text-slate-600">{found.blurb}</p>
      <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-3">
        {products.map((p) => (
          <li key={p.id}>
            <DemoCard product={p} />
          </li>
        ))}
      </ul>
    </DemoStore>
  );
}
