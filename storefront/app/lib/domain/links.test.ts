import { describe, expect, it } from 'vitest';
import { cardLink, purchasePath, touristOfficesPath } from './links';

const host = 'https://cms.example';

describe('card link rules by content type', () => {
  it('internal pages use their translation url', () => {
    expect(
      cardLink({ tipo: 'pagine', id: 3, url: '/en/visit/plan-your-trip' }, 'en', host),
    ).toEqual({
      href: '/en/visit/plan-your-trip',
      external: false,
    });
  });

  it('operators use their outdoor or incoming page', () => {
    expect(
      cardLink(
        {
          tipo: 'link_operatore',
          id: 1,
          operatore: { tipo: 'outdoor', url: '/it/outdoor/rafting-4' },
        },
        'it',
        host,
      ),
    ).toEqual({ href: '/it/outdoor/rafting-4', external: false });
  });

  it('external links open outside', () => {
    expect(
      cardLink({ tipo: 'link_esterni', id: 2, link: 'https://museo.example' }, 'it', host),
    ).toEqual({
      href: 'https://museo.example',
      external: true,
    });
  });

  it('file links point to the asset with the file title', () => {
    expect(
      cardLink({ tipo: 'link_file', id: 5, file: { id: 'abc', title: 'Mappa.pdf' } }, 'fr', host),
    ).toEqual({
      href: 'https://cms.example/assets/abc',
      external: false,
      fileTitle: 'Mappa.pdf',
    });
  });

  it('other content without url goes through the search-link route', () => {
    expect(cardLink({ tipo: 'eventi', id: 12 }, 'fr', host).href).toBe('/fr/l/eventi/12');
  });
});

describe('purchasePath', () => {
  it('leads sellable types to their purchase route', () => {
    expect(purchasePath('it', { tipo: 'prodotti', id: 5969, tipo_prodotto: 'carte' })).toBe(
      '/it/acquista/carte/5969',
    );
    // a package is no product of the shop: no link to a bundle page it cannot open
    expect(purchasePath('en', { tipo: 'pacchetti', id: 4 })).toBeNull();
    expect(purchasePath('fr', { tipo: 'visite_guidate', id: 9 })).toBe(
      '/fr/acquista/visite-guidate/9',
    );
    expect(purchasePath('it', { tipo: 'appuntamenti', id: 2 })).toBe('/it/acquista/appuntamenti/2');
    expect(purchasePath('it', { tipo: 'risorse', id: 2 })).toBeNull();
  });
});

describe('tourist offices', () => {
  it('has the spec paths per locale', () => {
    expect(touristOfficesPath.fr).toBe('/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme');
  });
});
