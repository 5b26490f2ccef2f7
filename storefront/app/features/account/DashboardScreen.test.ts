import { describe, expect, it } from 'vitest';
import { dashboardLinks } from './DashboardScreen';

const none = {
  outdoor: false,
  incoming: false,
  organiser: false,
  restaurateur: false,
  loyalty: false,
};

describe('dashboardLinks', () => {
  it('offers every user the profile, orders, bookings, passes and gift cards, the card to buy and promotion', () => {
    expect(dashboardLinks(none).map(([path]) => path)).toEqual([
      '/me',
      '/profilo/modifica',
      '/profilo/ordini',
      '/profilo/prenotazioni',
      '/profilo/abbonamenti-e-carte-regalo',
      '/armonia/acquista',
      '/promuovi-evento',
    ]);
  });

  it('adds the card, its calendar and each operator role’s listings', () => {
    const paths = dashboardLinks({
      outdoor: true,
      incoming: true,
      organiser: true,
      restaurateur: true,
      loyalty: true,
    }).map(([path]) => path);
    expect(paths).toContain('/profilo/card');
    expect(paths).not.toContain('/armonia/acquista');
    for (const path of [
      '/armonia/calendario',
      '/outdoor',
      '/incoming',
      '/appuntamenti',
      '/ristorazione',
    ])
      expect(paths).toContain(path);
  });
});
