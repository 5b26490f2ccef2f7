import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, Stack, SummaryCard, Text } from '@city/design-system';
import { type ApplicationValues, applicationSchema } from '../../lib/domain/operator-application';
import { type ActionResult, useLang, useT } from '../commerce/forms';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { BoundTextAreaField, BoundTextField, FormAlert, useCheckedSubmit } from '../account/form';
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

function ApplicationForm({ kind, result }: { kind: ApplicationKind; result?: ActionResult }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<ApplicationValues, unknown, z.output<typeof applicationSchema>>({
    resolver: zodResolver(applicationSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      ragione_sociale: '',
      partita_iva: '',
      telefono: '',
      sito_web: '',
      descrizione: '',
    },
  });
  const { error, onSubmit } = useCheckedSubmit(form, formRef, result);
  return (
    <>
      <FormAlert tone="error">{result?.formError ? t(result.formError) : null}</FormAlert>
      <Form
        method="post"
        noValidate
        ref={formRef}
        aria-label={t(`commerce.application.form.${kind}`)}
        onSubmit={onSubmit}
      >
        <Stack gap="md" maxWidth="reading" align="start">
          <Stack gap="md" width="full">
            <BoundTextField
              reserveErrorSpace
              control={form.control}
              name="ragione_sociale"
              label={t('commerce.application.fields.ragione_sociale')}
              autoComplete="organization"
              isRequired
              error={error('ragione_sociale')}
            />
            <BoundTextField
              reserveErrorSpace
              control={form.control}
              name="partita_iva"
              label={t('commerce.application.fields.partita_iva')}
              description={t('commerce.application.hints.partita_iva')}
              autoComplete="off"
              isRequired
              error={error('partita_iva')}
            />
            <BoundTextField
              reserveErrorSpace
              control={form.control}
              name="telefono"
              label={t('commerce.application.fields.telefono')}
              type="tel"
              autoComplete="tel"
              isRequired
              error={error('telefono')}
            />
            <BoundTextField
              reserveErrorSpace
              control={form.control}
              name="sito_web"
              label={t('commerce.application.fields.sito_web')}
              description={t('commerce.application.hints.sito_web')}
              type="url"
              autoComplete="url"
              error={error('sito_web')}
            />
            <BoundTextAreaField
              reserveErrorSpace
              control={form.control}
              name="descrizione"
              label={t('commerce.application.fields.descrizione')}
              description={t('commerce.application.hints.descrizione')}
              rows={5}
              isRequired
              error={error('descrizione')}
            />
          </Stack>
          <Button type="submit">{t('commerce.application.submit')}</Button>
        </Stack>
      </Form>
    </>
  );
}
