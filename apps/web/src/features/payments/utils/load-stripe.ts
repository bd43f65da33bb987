/*
 * Stripe.js, loaded only when Stripe is the payment provider and a checkout shows its card field
 * (the test provider's pages never fetch it). Stripe requires loading it from js.stripe.com, not
 * bundling it; the server's CSP admits that origin only while Stripe is in effect. The types
 * below are the few parts of Stripe.js the card field uses.
 */

export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

export interface StripeError {
  message?: string;
  code?: string;
  decline_code?: string;
}

export interface StripeCardElementChange {
  complete: boolean;
  empty: boolean;
  error?: StripeError;
  brand?: string;
}

export interface StripeCardElement {
  mount(target: HTMLElement): void;
  unmount(): void;
  destroy(): void;
  focus(): void;
  on(event: 'change', handler: (event: StripeCardElementChange) => void): void;
  on(event: 'ready' | 'focus' | 'blur', handler: () => void): void;
}

export interface StripeInstance {
  elements(options?: Record<string, unknown>): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
  };
  createPaymentMethod(options: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: Record<string, unknown>;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{
    paymentIntent?: { id: string; status: string };
    error?: StripeError;
  }>;
}

type StripeFactory = (publishableKey: string) => StripeInstance;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

/**
 * Adds the Stripe.js script once: a script already on the page (loaded or still loading) is
 * reused; one that failed is removed, so a later call tries again.
 */
export function loadStripeJs(): Promise<StripeFactory> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  return new Promise<StripeFactory>((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS_URL}"]`);
    const script = existing ?? document.createElement('script');
    const failed = () => {
      script.remove();
      reject(new Error('Stripe.js could not be loaded'));
    };
    script.addEventListener('load', () => (window.Stripe ? resolve(window.Stripe) : failed()), {
      once: true,
    });
    script.addEventListener('error', failed, { once: true });
    if (!existing) {
      script.src = STRIPE_JS_URL;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

const instances = new Map<string, Promise<StripeInstance>>();

/** One Stripe instance per publishable key (Stripe.js asks for exactly one per page). */
export function stripeFor(publishableKey: string): Promise<StripeInstance> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripeJs().then((factory) => factory(publishableKey));
    instance.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, instance);
  }
  return instance;
}
