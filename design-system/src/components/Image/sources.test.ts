import { describe, expect, it } from 'vitest';
import { imageMedia, pictureSources } from './sources';

const host = 'https://cms.example.org';

function params(url: string) {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('pictureSources', () => {
  const picture = pictureSources({ host, id: 'abc', width: 1200 });

  it('offers avif, then webp, then jpg, each for mobile, tablet and desktop', () => {
    expect(picture.sources.map((s) => `${s.type} ${s.media}`)).toEqual([
      `image/avif ${imageMedia.mobile}`,
      `image/avif ${imageMedia.tablet}`,
      `image/avif ${imageMedia.desktop}`,
      `image/webp ${imageMedia.mobile}`,
      `image/webp ${imageMedia.tablet}`,
      `image/webp ${imageMedia.desktop}`,
      `image/jpeg ${imageMedia.mobile}`,
      `image/jpeg ${imageMedia.tablet}`,
      `image/jpeg ${imageMedia.desktop}`,
    ]);
  });

  it('splits the screens at 767/768 and 1280/1281 px', () => {
    expect(imageMedia.mobile).toBe('(max-width: 767px)');
    expect(imageMedia.tablet).toBe('(min-width: 768px) and (max-width: 1280px)');
    expect(imageMedia.desktop).toBe('(min-width: 1281px)');
  });

  it('uses the 824 px mobile width at quality 60 up to 767 px', () => {
    const mobile = picture.sources.find(
      (s) => s.format === 'webp' && s.media === imageMedia.mobile,
    );
    expect(params(mobile!.srcSet)).toMatchObject({ width: '824', quality: '60', format: 'webp' });
  });

  it('uses 1.5 x the width at quality 65 from 768 to 1280 px', () => {
    const tablet = picture.sources.find(
      (s) => s.format === 'avif' && s.media === imageMedia.tablet,
    );
    expect(params(tablet!.srcSet)).toMatchObject({ width: '1800', quality: '65', format: 'avif' });
  });

  it('uses 1x and 2x at quality 70 above 1280 px', () => {
    const desktop = picture.sources.find(
      (s) => s.format === 'jpg' && s.media === imageMedia.desktop,
    );
    const [one, two] = desktop!.srcSet.split(', ');
    expect(one).toMatch(/ 1x$/);
    expect(two).toMatch(/ 2x$/);
    expect(params(one!.replace(/ 1x$/, ''))).toMatchObject({
      width: '1200',
      quality: '70',
      format: 'jpg',
    });
    expect(params(two!.replace(/ 2x$/, ''))).toMatchObject({
      width: '2400',
      quality: '70',
      format: 'jpg',
    });
  });

  it('falls back to the large-screen jpg', () => {
    expect(params(picture.src)).toMatchObject({ width: '1200', quality: '70', format: 'jpg' });
  });

  it('never enlarges beyond the original by default', () => {
    for (const source of picture.sources)
      expect(source.srcSet).toContain('withoutEnlargement=true');
  });

  it('applies the reductions to a custom quality and mobile width', () => {
    const custom = pictureSources({ host, id: 'abc', width: 400, quality: 80, mobileWidth: 600 });
    const [mobile, tablet, desktop] = custom.sources;
    expect(params(mobile!.srcSet)).toMatchObject({ width: '600', quality: '70' });
    expect(params(tablet!.srcSet)).toMatchObject({ width: '600', quality: '75' });
    expect(desktop!.srcSet).toContain('width=400&');
    expect(desktop!.srcSet).toContain('width=800&');
  });

  it('scales a requested height with the width, keeping the crop ratio', () => {
    const cropped = pictureSources({ host, id: 'abc', width: 600, height: 400, fit: 'cover' });
    const [mobile, tablet] = cropped.sources;
    expect(params(mobile!.srcSet)).toMatchObject({ width: '824', height: '549', fit: 'cover' });
    expect(params(tablet!.srcSet)).toMatchObject({ width: '900', height: '600' });
  });
});
