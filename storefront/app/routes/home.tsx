import { useTranslation } from 'react-i18next';
import { Heading, Stack, Text } from '@city/design-system';

export default function Home() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Heading level={1}>{t('home.title')}</Heading>
      <Text>{t('home.intro')}</Text>
    </Stack>
  );
}
