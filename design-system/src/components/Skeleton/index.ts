export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { skeletonShapes } from './Skeleton.css';
export type { SkeletonShape } from './Skeleton.css';
