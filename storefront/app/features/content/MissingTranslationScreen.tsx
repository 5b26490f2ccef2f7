import { useTranslation } from 'react-i18next';
import { Heading, Link, Stack, Text } from '@city/design-system';
import type { Locale } from '../../lib/i18n/config';
import * as styles from './content.css';

/** Where the language switch leads when a page has no translation in the chosen language. */
export function MissingTranslationScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Heading level={1}>{t('missing.title')}</Heading>
      <Text>{t('missing.text')}</Text>
      <Link href={`/${locale}`} appearance="button" className={styles.action}>
        {t('missing.back')}
      </Link>
    </Stack>
  );
}
