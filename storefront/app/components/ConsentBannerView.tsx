import { ConsentBanner } from '@city/design-system';
import type { ConsentBannerProps } from '@city/design-system';

/** The design system's banner in a module of its own, so that it loads apart from the page. */
export default function ConsentBannerView(props: ConsentBannerProps) {
  return <ConsentBanner {...props} />;
}
