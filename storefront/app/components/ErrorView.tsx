import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse } from 'react-router';
import { ErrorPage } from '@city/design-system';
import { touristOfficesPath } from '../lib/domain/links';
import { isChunkLoadError } from '../lib/errors';
import { useSite } from '../lib/site';

/**
 * Error page of spec sections 2 and 8: the status code as title; for 404 a localized text with
 * links to Home and the tourist offices; for other errors the raw message. A route chunk that
 * failed to load (a new deployment) reloads the current path instead.
 */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) window.location.reload();
  }, [chunk]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    return (
      <>
        <title>{`404 | ${t('site.name')}`}</title>
        <meta name="robots" content="noindex" />
        <ErrorPage
          statusCode={404}
          message={`${t('error.notFound')} ${t('error.notFoundHelp')}`}
          links={[
            { label: t('error.home'), href: `/${locale}` },
            { label: t('error.offices'), href: touristOfficesPath[locale] },
          ]}
        />
      </>
    );
  }
  const message = isRouteErrorResponse(error)
    ? typeof error.data === 'string' && error.data
      ? error.data
      : error.statusText
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <>
      <title>{`${status} | ${t('site.name')}`}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage statusCode={status} message={message || t('error.generic')} />
    </>
  );
}
