import { describe, expect, it, vi } from 'vitest';
import type { QueueSession } from '../lib/domain/queue';
import { useQueue } from '../stores/queue';
import { productMessagePaths } from '../features/purchase/ProductForm';
import holdSource from '../features/queue/HoldWatch.tsx?raw';
import purchaseSource from './purchase.tsx?raw';
import {
  describeIslandMessages,
  islandDataWith,
  islandTestEnvironment,
  mountIsland,
} from './purchase-island.testing';
import { mount } from './purchase';

/*
 * The product purchase page's island: its form runs without React (product-form.test.tsx); the
 * island is loaded only when this browser may hold a queue place (page.test.ts), and shows it
 * where the page left room for it. Nothing of it imports React Router.
 */

const islandData = islandDataWith(productMessagePaths);

describeIslandMessages('the product page island’s messages', {
  paths: productMessagePaths,
  sources: [holdSource],
  entry: purchaseSource,
  literal: ['commerce.hold.timeLeft', 'commerce.hold.toCart'],
  templated: [],
  share: 1 / 10,
});

describe('the product purchase island', () => {
  islandTestEnvironment();

  it('shows a held queue place in the place the page left for it, and nothing else', async () => {
    const expires = new Date(Date.now() + 10 * 60_000).toISOString();
    const session = {
      session_id: 's1',
      status: 'active',
      admitted: true,
      expiration_date: expires,
      appuntamento: 7,
      data_appuntamento: '202612011000',
      posti: 1,
    };
    useQueue.setState({ sessions: { s1: session as QueueSession } });
    try {
      const { container, slot } = await mountIsland(mount, islandData('en', {}));
      await vi.waitFor(() => expect(slot.textContent).toContain('Go to the cart'));
      expect(container.contains(slot)).toBe(false);
      expect(container.querySelector('form')).toBeNull();
      expect(document.documentElement.dataset.hydrated).toBe('true');
    } finally {
      useQueue.setState({ sessions: {} });
    }
  });
});
