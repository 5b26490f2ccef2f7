import {
  Button,
  CheckinResult,
  CodeScanner,
  Stack,
  TextField,
  formatDate,
  formatDateTime,
} from '@city/design-system';
import type { DescriptionItem } from '@city/design-system';
import { AccountPage, useDashboardTrail } from '../account/AccountPage';
import { useLang, useT } from '../commerce/forms';
import type { Lang } from '../commerce/forms';
import type { CheckinAnswer } from './data';
import { localizedName } from './ics';
import { whenOfSlot } from './when';

type T = ReturnType<typeof useT>;

/** What the door page shows after a check: the shop's answer, or the form's own error. */
export type DoorResult =
  { answer: CheckinAnswer; code: string } | { error: string; code: string } | undefined;

function admits(answer: Extract<CheckinAnswer, { nome: unknown }>, t: T, lang: Lang) {
  const items: Array<DescriptionItem | null> = [
    answer.nome
      ? { id: 'admits', term: t('commerce.door.admits'), details: localizedName(answer.nome, lang) }
      : null,
    answer.data
      ? { id: 'when', term: t('commerce.door.when'), details: whenOfSlot(answer.data, lang) }
      : null,
    answer.intestatario
      ? {
          id: 'holder',
          term: t('commerce.door.holder'),
          details: `${answer.intestatario.first_name} ${answer.intestatario.last_name}`,
        }
      : null,
  ];
  return items.filter((item): item is DescriptionItem => item !== null);
}

/** The words of a check's answer: title and text, in the page's language. */
export function doorAnswerText(answer: CheckinAnswer, t: T, lang: Lang) {
  switch (answer.outcome) {
    case 'valid':
      return { outcome: 'valid' as const, title: t('commerce.door.outcome.valid'), text: null };
    case 'used':
      return {
        outcome: 'used' as const,
        title: t('commerce.door.outcome.used'),
        text: answer.used_at
          ? t('commerce.door.text.used', { when: formatDateTime(answer.used_at, lang) })
          : t('commerce.door.text.usedNoDate'),
      };
    case 'notToday':
      return {
        outcome: 'notToday' as const,
        title: t('commerce.door.outcome.notToday'),
        text:
          answer.valido_dal && answer.valido_al
            ? t('commerce.door.text.notToday', {
                from: formatDate(answer.valido_dal, lang),
                to: formatDate(answer.valido_al, lang),
              })
            : null,
      };
    case 'voided':
      return {
        outcome: 'voided' as const,
        title: t('commerce.door.outcome.voided'),
        text: t('commerce.door.text.voided'),
      };
    case 'notYours':
      return {
        outcome: 'unknown' as const,
        title: t('commerce.door.outcome.notYours'),
        text: t('commerce.door.text.notYours'),
      };
    case 'unknown':
    case 'invalid':
      return {
        outcome: 'unknown' as const,
        title: t('commerce.door.outcome.unknown'),
        text: t('commerce.door.text.unknown'),
      };
    default:
      return {
        outcome: 'error' as const,
        title: t('commerce.door.outcome.error'),
        text: t('commerce.door.text.error'),
      };
  }
}

/**
 * The door page: a form that posts a typed (or scanned) code to the route's action, which answers
 * with the shop's check-in; the answer is shown large above the form, which is empty again and
 * ready for the next ticket. The camera scanner is the design system's enhancement.
 */
export function DoorScreen({ result, decoder }: { result: DoorResult; decoder?: string }) {
  const t = useT();
  const lang = useLang();
  const title = t('commerce.titles.door');
  const trail = useDashboardTrail(lang, { label: title, path: '/controllo' });
  const answer = result && 'answer' in result ? result.answer : null;
  const said = answer ? doorAnswerText(answer, t, lang) : null;
  const error = result && 'error' in result ? t(result.error) : undefined;
  return (
    <AccountPage title={title} intro={t('commerce.door.intro')} trail={trail}>
      <Stack gap="lg">
        {answer && said ? (
          <div data-testid="checkin-result">
            <CheckinResult
              outcome={said.outcome}
              title={said.title}
              text={said.text}
              details={'nome' in answer ? admits(answer, t, lang) : []}
            />
          </div>
        ) : null}
        <form method="post" noValidate>
          <Stack gap="md">
            <TextField
              name="codice"
              label={t('commerce.door.code')}
              description={t('commerce.door.codeHelp')}
              autoComplete="off"
              isRequired
              defaultValue={error ? result?.code : ''}
              errorMessage={error}
            />
            <div>
              <Button type="submit">{t('commerce.door.check')}</Button>
            </div>
            <CodeScanner
              target="codice"
              decoder={decoder}
              labels={{
                start: t('commerce.door.scan'),
                stop: t('commerce.door.stop'),
                video: t('commerce.door.camera'),
                scanning: t('commerce.door.scanning'),
                unavailable: t('commerce.door.cameraUnavailable'),
              }}
            />
          </Stack>
        </form>
      </Stack>
    </AccountPage>
  );
}
