import { describe, expect, it } from 'vitest';
import { prefooterOf, sectionOfPath } from './prefooter';

describe('pre-footer by path prefix', () => {
  it('defaults to visit', () => {
    expect(sectionOfPath('/it')).toBe('visita');
    expect(sectionOfPath('/')).toBe('visita');
    expect(sectionOfPath('/en/visit/plan-your-trip')).toBe('visita');
    expect(sectionOfPath('/it/eventi/jazz-12')).toBe('visita');
  });

  it('recognises convention, travel trade and school in every language', () => {
    expect(sectionOfPath('/it/convention/sale')).toBe('convention');
    expect(sectionOfPath('/fr/congres/lieux')).toBe('convention');
    expect(sectionOfPath('/en/travel-trade/fam-trips')).toBe('trade');
    expect(sectionOfPath('/it/scuole/gite')).toBe('scuole');
    expect(sectionOfPath('/en/schools')).toBe('scuole');
    expect(sectionOfPath('/fr/ecoles/sorties')).toBe('scuole');
  });

  it('maps press and partner pages to the travel-trade pre-footer', () => {
    expect(sectionOfPath('/it/stampa/comunicati')).toBe('press');
    expect(sectionOfPath('/en/partner')).toBe('press');
    expect(prefooterOf('press')).toBe('trade');
    expect(prefooterOf('scuole')).toBe('scuole');
    expect(prefooterOf('visita')).toBe('visita');
  });
});
