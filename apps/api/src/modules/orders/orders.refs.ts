import type { OrderRow } from '../../db/schema/orders';
import { builder } from '../../schema/builder';

// The Order type, declared here so that other modules can name it without importing its fields (payments adds
// Payment.order and Order.payments): orders.graphql.ts implements it.
export const Order = builder.objectRef<OrderRow>('Order');
