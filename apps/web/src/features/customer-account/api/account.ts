import { loginResponseSchema } from '@fundpath/contracts/auth';
import {
  customerRegisterBodySchema,
  type OrderStatus,
  orderListResponseSchema,
  orderResponseSchema,
} from '@fundpath/contracts/ecommerce';
import {
  type CustomerAddressInput,
  type CustomerAddressPatch,
  customerAddressListResponseSchema,
  customerAddressResponseSchema,
} from '@fundpath/contracts/ecommerce-analytics';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { withIdempotencyKey } from '@/lib/idempotency';
import { toQuery } from '@/lib/query-string';

/*
 * The shopper's own account (ADR 012): `/api/ecommerce/customers/register` and
 * `/api/ecommerce/customer/*` (name, e-mail and password are `features/account`'s). Every read is the signed-in person's own; queries run only when
 * someone is signed in (the pages are public and show a sign-in prompt otherwise).
 */

const ONCE = { attempts: 1 } as const;
const message = z.object({ status: z.literal('success'), message: z.string() });

export const accountKeys = {
  all: ['customer-account'] as const,
  orders: (q: CustomerOrdersQuery) => ['customer-account', 'orders', q] as const,
  order: (id: string) => ['customer-account', 'order', id] as const,
  addresses: ['customer-account', 'addresses'] as const,
};

export { customerRegisterBodySchema };
export type CustomerRegistration = z.input<typeof customerRegisterBodySchema>;

/** Creates a customer account and signs it in (the session cookie comes with the answer). */
export const registerCustomer = (body: CustomerRegistration) =>
  api.post('/ecommerce/customers/register', body, loginResponseSchema, ONCE);

export interface CustomerOrdersQuery {
  status?: OrderStatus;
  page: number;
  per_page: number;
}

export const useCustomerOrders = (q: CustomerOrdersQuery, enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.orders(q),
    queryFn: () => api.get(`/ecommerce/customer/orders${toQuery({ ...q })}`, orderListResponseSchema),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useCustomerOrder = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.order(id),
    queryFn: () => api.get(`/ecommerce/customer/orders/${id}`, orderResponseSchema).then((r) => r.order),
    enabled,
  });

export const useAddresses = (enabled: boolean) =>
  useQuery({
    queryKey: accountKeys.addresses,
    queryFn: () =>
      api.get('/ecommerce/customer/addresses', customerAddressListResponseSchema).then((r) => r.addresses),
    enabled,
  });

/** A change to one address can move the default: the whole book is read again. */
function useAddressMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void qc.invalidateQueries({ queryKey: accountKeys.addresses }),
  });
}

export const useAddAddress = () =>
  useAddressMutation(({ body, key }: { body: CustomerAddressInput; key: string }) =>
    api
      .post(
        '/ecommerce/customer/addresses',
        body,
        customerAddressResponseSchema,
        withIdempotencyKey(ONCE, key),
      )
      .then((r) => r.address),
  );

export const useUpdateAddress = () =>
  useAddressMutation(({ id, patch }: { id: string; patch: CustomerAddressPatch }) =>
    api
      .patch(`/ecommerce/customer/addresses/${id}`, patch, customerAddressResponseSchema, ONCE)
      .then((r) => r.address),
  );

export const useDeleteAddress = () =>
  useAddressMutation((id: string) => api.delete(`/ecommerce/customer/addresses/${id}`, message, ONCE));
