import { ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Price } from '../components/price';
import { QuantityStepper } from '../components/quantity-stepper';
import { storeButtonClasses } from '../components/store-button';
import { notifySuccess } from '../notify';
import { DemoArt } from './demo-art';
import { addItem, DEMO_QUANTITY_MAX, parsePriceCents } from './demo-cart';
import { findDemoProduct } from './demo-catalog';
import { findDemoCategory } from './demo-categories';
import { DemoStore, demoLinks } from './demo-layout';
import { DemoNotFound } from './demo-not-found';
import { useDemoCart } from './use-demo-cart';

/** `/product/:productId`: one demo product and its add-to-cart. */
export function DemoProductPage({ productId }: { productId: string }) {
  const product = findDemoProduct(productId);
  const { update } = useDemoCart();
  const navigate = useNavigate();
  const [quantity, setQty] = useState(1);
  if (!product) return <DemoNotFound title="Product not found" text="This demo product does not exist." />;
  const category = findDemoCategory(product.category);
  const cents = parsePriceCents(product.price);
  const compare = product.compareAt === undefined ? null : parsePriceCents(product.compareAt);
  const add = () => {
    update((items) => addItem(items, { id: product.id, name: product.name, price: product.price }, quantity));
    notifySuccess(`Added ${product.name} to your cart`, {
      label: 'View cart',
      onClick: () => navigate(demoLinks.cart),
    });
  };
  return (
    <DemoStore category={product.category}>
      <Breadcrumbs
        items={[
          { label: category?.name ?? 'Demo store', to: demoLinks.category(product.category) },
          { label: product.name },
        ]}
      />
      <div className="mt-6 grid gap-10 md:grid-cols-2 lg:gap-16">
        <DemoArt product={product} className="aspect-square rounded-2xl" />
        <div className="min-w-0 space-y-6">
          <div>
            <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{product.name}</h1>
            <p className="mt-2 text-slate-600">{product.blurb}</p>
          </div>
          <Price cents={cents} compareAtCents={compare} size="lg" />
          <div className="flex flex-wrap items-end gap-4">
            <QuantityStepper value={quantity} onChange={setQty} max={DEMO_QUANTITY_MAX} />
            <button
              type="button"
              onClick={add}
              className={storeButtonClasses('primary', 'min-w-0 flex-1 sm:min-w-56')}
            >
              <ShoppingBag className="size-4" aria-hidden="true" /> Add to cart
            </button>
          </div>
          <section aria-labelledby="demo-details" className="border-t border-slate-200 pt-6">
            <h2 id="demo-details" className="text-base font-semibold text-slate-900">
              Details
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {product.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </DemoStore>
  );
}
