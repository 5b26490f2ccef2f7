import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Heading, Link, SkipLink } from '@city/design-system';
import { useLocale } from '@city/design-system';

export function SiteChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <SkipLink targetId="main" />
      <Box as="header" padding="md">
        <Link href={`/${locale}`}>{t('site.name')}</Link>
      </Box>
      <Box as="main" id="main" tabIndex={-1} padding="md">
        {children}
      </Box>
      <Box as="footer" padding="md">
        <Heading level={2} size="sm">
          {t('site.name')}
        </Heading>
      </Box>
    </>
  );
}
