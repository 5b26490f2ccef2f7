export { Image, focalPosition } from './Image';
export type { ImageAsset, ImageProps } from './Image';
export { assetUrl, imageFits, imageFormats } from './assetUrl';
export type { AssetUrlOptions, ImageFit, ImageFormat } from './assetUrl';
export { imageMedia, imageRules, pictureSources } from './sources';
export type { Picture, PictureInput, PictureSource } from './sources';
export { blurhashAverageColor } from './blurhash';
