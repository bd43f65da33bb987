import type { CartResponse } from '@fundpath/contracts/ecommerce';
import { MESSAGES } from '@fundpath/contracts/ecommerce-core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { ONE_ATTEMPT, storefrontKeys } from './keys';
import { cartParser } from './wire';

export interface AddToCartInput {
  store_id: number;
  product_id: string;
  variant_id?: string | null;
  quantity: number;
}

/** `POST /api/ecommerce/cart` {store_id, product_id, variant_id, quantity}: one attempt (not idempotent). */
export const addToCart = (input: AddToCartInput) =>
  api.post('/ecommerce/cart', input, cartParser, ONE_ATTEMPT);

/** `PUT /api/ecommerce/cart/{item_id}` {quantity}: the server ignores a quantity below 1 (spec §5). */
export const updateCartItem = (itemId: string, quantity: number) =>
  api.put(`/ecommerce/cart/${encodeURIComponent(itemId)}`, { quantity }, cartParser);

/** `DELETE /api/ecommerce/cart/{item_id}`. */
export const removeCartItem = (itemId: string) =>
  api.delete(`/ecommerce/cart/${encodeURIComponent(itemId)}`, cartParser);

/**
 * Spec §8: `Failed to add item to cart` when the server answered and refused (out of stock, a
 * removed product, a server error), `Error adding to cart` when no answer came (network, timeout).
 */
export function addToCartErrorMessage(error: unknown): string {
  const noAnswer = !isApiError(error) || error.status === 0;
  return noAnswer ? MESSAGES.addError : MESSAGES.addFailed;
}

/** Every cart call answers with the whole cart: it replaces the cached one. */
function useCartMutation<T>(storeId: number, call: (input: T) => Promise<CartResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => queryClient.setQueryData(storefrontKeys.cart(storeId), cart),
  });
}

export const useAddToCart = (storeId: number) => useCartMutation(storeId, addToCart);
export const useUpdateCartItem = (storeId: number) =>
  useCartMutation(storeId, ({ itemId, quantity }: { itemId: string; quantity: number }) =>
    updateCartItem(itemId, quantity),
  );
export const useRemoveCartItem = (storeId: number) => useCartMutation(storeId, removeCartItem);
