import { Form } from 'react-router';
import { Button, Stack, SummaryCard, Text, TextAreaField, TextField } from '@city/design-system';
import { FormCheck } from '../../components/FormCheck';
import type { ApplicationField } from '../../lib/domain/operator-application';
import { type ActionResult, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { FormAlert } from '../account/form';
import { type Application, type ApplicationKind, longDate } from './application';

export interface ApplicationScreenProps {
  kind: ApplicationKind;
  /** The user's address, where the tourist office answers. */
  email: string;
  /** The user's latest application of this kind, if any. */
  latest: Application | null;
  /** The application was just sent (`?inviata=1`). */
  sent: boolean;
  result?: ActionResult;
}

/**
 * A signed-in user applies to become an operator of a kind and then sees the state of the
 * application; after a rejection, its reason and the form again.
 */
export function ApplicationScreen({ kind, email, latest, sent, result }: ApplicationScreenProps) {
  const t = useT();
  const lang = useLang();
  const title = t(`commerce.titles.${kind}Register`);
  const trail = useDashboardTrail(lang, { label: title, path: `/${kind}/registrazione` });
  const day = (iso: string | null) => longDate(iso, lang);

  if (latest && latest.stato !== 'rejected')
    return (
      <AccountPage title={title} trail={trail}>
        {sent ? <FormAlert tone="success">{t('commerce.application.sent')}</FormAlert> : null}
        <SummaryCard as="section" title={t('commerce.application.stateTitle')}>
          <Text data-application-state={latest.stato}>
            {t(`commerce.application.state.${latest.stato}`, {
              name: latest.ragione_sociale,
              date: day(latest.date_created),
            })}
          </Text>
          {latest.stato === 'submitted' ? (
            <Text>{t('commerce.application.next', { email })}</Text>
          ) : null}
        </SummaryCard>
      </AccountPage>
    );

  return (
    <AccountPage title={title} intro={t(`commerce.application.intro.${kind}`)} trail={trail}>
      {latest ? (
        <SummaryCard as="section" title={t('commerce.application.stateTitle')}>
          <Text data-application-state="rejected">
            {t('commerce.application.state.rejected', {
              name: latest.ragione_sociale,
              date: day(latest.date_created),
            })}
          </Text>
          {latest.nota_moderatore ? (
            <Text>
              {t('commerce.application.note')} {latest.nota_moderatore}
            </Text>
          ) : null}
          <Text>{t('commerce.application.again')}</Text>
        </SummaryCard>
      ) : null}
      <ApplicationForm kind={kind} result={result} />
    </AccountPage>
  );
}

/** The application's message keys the browser's check gives (`commerce.application.errors`). */
const checkMessages = ['commerce.application.errors'] as const;

/**
 * The application form, server HTML on a page that is not hydrated: it posts natively to the
 * route's action, which checks it with the same schema and, on a refusal, renders it again with
 * the values kept and each field's error; the page script checks each field first as it is left
 * (`data-form-check="application"`).
 */
function ApplicationForm({ kind, result }: { kind: ApplicationKind; result?: ActionResult }) {
  const t = useT();
  const value = (name: string) => result?.values?.[name] ?? '';
  const error = (name: string) => {
    const key = result?.fieldErrors?.[name];
    return key ? t(key) : undefined;
  };
  const field = (name: ApplicationField) => ({
    reserveErrorSpace: true,
    name,
    label: t(`commerce.application.fields.${name}`),
    defaultValue: value(name),
    errorMessage: error(name),
    validationBehavior: 'aria' as const,
  });
  return (
    <>
      <FormAlert tone="error">{result?.formError ? t(result.formError) : null}</FormAlert>
      <Form
        method="post"
        noValidate
        aria-label={t(`commerce.application.form.${kind}`)}
        data-form-check="application"
      >
        <Stack gap="md" maxWidth="reading" align="start">
          <Stack gap="md" width="full">
            <TextField {...field('ragione_sociale')} autoComplete="organization" isRequired />
            <TextField
              {...field('partita_iva')}
              description={t('commerce.application.hints.partita_iva')}
              autoComplete="off"
              isRequired
            />
            <TextField {...field('telefono')} type="tel" autoComplete="tel" isRequired />
            <TextField
              {...field('sito_web')}
              description={t('commerce.application.hints.sito_web')}
              type="url"
              autoComplete="url"
            />
            <TextAreaField
              {...field('descrizione')}
              description={t('commerce.application.hints.descrizione')}
              rows={5}
              isRequired
            />
          </Stack>
          <Button type="submit">{t('commerce.application.submit')}</Button>
        </Stack>
      </Form>
      <FormCheck messages={checkMessages} />
    </>
  );
}
