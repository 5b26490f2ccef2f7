import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueSession } from '../lib/domain/queue';
import { useCart } from '../stores/cart';
import { useQueue } from '../stores/queue';
import { QueuePanel, queueMessagePaths } from '../features/queue/QueuePanel';
import type { QueueChoice } from '../features/queue/QueuePanel';
import panelSource from '../features/queue/QueuePanel.tsx?raw';
import sessionSource from '../features/queue/useQueueSession.ts?raw';
import islandSource from './queue.tsx?raw';
import {
  describeIslandMessages,
  islandDataWith,
  islandTestEnvironment,
  mountIsland,
  serverRendered,
} from './purchase-island.testing';
import { mount, queuePropsOf } from './queue';

/*
 * The queue step's panel as an island: the server's HTML says the visitor is being added to the
 * queue; the island registers the session through the storefront's queue address, shows the
 * place in the queue or, once admitted, the way to the cart, which it fills with the booked
 * places. Nothing of it imports React Router.
 */

const choice: QueueChoice = {
  id: 7,
  slot: '202706101000',
  posti: 2,
  day: '2027-06-10',
  name: 'Visita al laboratorio',
  price: 1200,
};

const islandData = islandDataWith(queueMessagePaths);

const session = (overrides: Partial<QueueSession>): QueueSession => ({
  data_appuntamento: '202706101000',
  session_id: 'sessione-di-prova-1',
  appuntamento: 7,
  status: 'active',
  expiration_date: null,
  admitted: false,
  position: 4,
  posti: 2,
  ...overrides,
});

/** The storefront's queue address answering every call with `answer`; the calls recorded. */
function queueAddress(answer: () => QueueSession) {
  const calls: Array<{ url: string; op: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, op: (JSON.parse(String(init?.body)) as { op?: unknown }).op });
      return Response.json({ session: answer() });
    }),
  );
  return calls;
}

describeIslandMessages('the queue panel’s messages', {
  paths: queueMessagePaths,
  sources: [panelSource, sessionSource],
  entry: islandSource,
  literal: [
    'commerce.queue.joining',
    'commerce.queue.position',
    'commerce.queue.continue',
    'commerce.titles.appointment',
  ],
  templated: ['commerce.queue.status'],
  // the problems the session hook reports, by key
  alsoStrings: [
    'commerce.queue.registerFailed',
    'commerce.queue.statusFailed',
    'commerce.queue.leaveFailed',
    'commerce.queue.reactivateFailed',
  ],
  share: 1 / 5,
});

describe('the panel the server renders', () => {
  it('says the visitor is being added to the queue, in a status', () => {
    const container = serverRendered(
      'fr',
      queueMessagePaths,
      <QueuePanel {...choice} lang="fr" go={() => undefined} />,
    );
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Nous vous ajoutons à la file d’attente…'.replace('’', "'"));
  });
});

describe('the queue island', () => {
  islandTestEnvironment();
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    useQueue.setState({ sessions: {} });
  });

  it('registers the session and says the place in the queue, politely', async () => {
    const calls = queueAddress(() => session({ position: 4 }));
    const { container, go } = await mountIsland(mount, islandData('en', { ...choice }));
    await vi.waitFor(() => expect(container.textContent).toContain('You are number 4'));
    expect(calls[0]).toEqual({ url: '/en/acquista/coda', op: 'register' });
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toContain(
      'You are number 4',
    );
    expect(go).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBe('true');
  });

  it('once admitted, puts the booked places in the cart and opens it', async () => {
    const expires = new Date(Date.now() + 10 * 60_000).toISOString();
    queueAddress(() => session({ admitted: true, position: 0, expiration_date: expires }));
    const { container, go, onChange } = await mountIsland(mount, islandData('it', { ...choice }));
    const proceed = await vi.waitFor(() => {
      const button = [...container.querySelectorAll('button')].find((b) =>
        /Vai al carrello/.test(b.textContent ?? ''),
      );
      expect(button).toBeDefined();
      return button!;
    });
    await act(async () => fireEvent.click(proceed));
    expect(go).toHaveBeenCalledWith('/it/carrello');
    expect(useCart.getState().items).toEqual([
      expect.objectContaining({
        id: 7,
        tipo: 'appuntamenti',
        dettaglio: 'Visita al laboratorio',
        prezzo: 1200,
        data: '202706101000',
        sessione: 'sessione-di-prova-1',
      }),
      expect.objectContaining({ sessione: 'sessione-di-prova-1' }),
    ]);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('says so when the shop refuses the registration, and offers the other dates', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'SLOT_NOT_FOUND' }, { status: 404 })),
    );
    const { container } = await mountIsland(mount, islandData('en', { ...choice }));
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBeTruthy(),
    );
    expect(container.querySelector('a[href="/en/acquista/appuntamenti/7"]')).not.toBeNull();
  });

  it('refuses island data without a time to queue for', () => {
    expect(() => queuePropsOf(islandData('it', { ...choice, slot: '2027-06-10' }))).toThrow();
    expect(() => queuePropsOf(islandData('it', { ...choice, posti: 11 }))).toThrow();
    expect(() => queuePropsOf(islandData('it', { ...choice, id: undefined }))).toThrow();
    expect(queuePropsOf(islandData('it', { ...choice })).posti).toBe(2);
  });
});
