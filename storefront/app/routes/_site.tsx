import { Outlet } from 'react-router';
import { SiteChrome } from '../components/SiteChrome';

/** The default layout: header, page, pre-footer and footer. */
export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}
