import { Alert, Radio, RadioGroup, Stack, TimeSlotPicker } from '@city/design-system';
import { useT } from '../commerce/screen';
import { type BookableDay, type DayTime, timesOn } from './availability';
import { DayCalendar } from './DayCalendar';
import { useSlotLabels } from './slotLabels';
import { languagesOf } from './tour-lines';

export { languagesOf };

export interface TourChoiceProps {
  times: readonly DayTime[];
  days: readonly BookableDay[];
  day: string | null;
  onDayChange: (day: string) => void;
  /** The chosen time's slot key, '' for none. */
  time: string;
  onTimeChange: (time: string) => void;
  onTimeBlur?: () => void;
  timeError?: string;
  /** The chosen language's code, '' for none. */
  language: string;
  onLanguageChange: (language: string) => void;
  languageError?: string;
  /** Languages of the tour, for a time that does not name its own. */
  tourLanguages: readonly string[];
  /** Heading of the calendar, and labels of the time and language choices. */
  labels?: { day?: string; time?: string; language?: string };
  /** The address of a day's times, for the list of days shown without JavaScript. */
  hrefOf: (day: string) => string;
}

/**
 * A guided tour's date: a day on the calendar, one of its times (sold-out ones shown, not
 * chosen) and the language of that time. The parent form holds the values.
 */
export function TourChoice({
  times,
  days,
  day,
  onDayChange,
  time,
  onTimeChange,
  onTimeBlur,
  timeError,
  language,
  onLanguageChange,
  languageError,
  tourLanguages,
  labels = {},
  hrefOf,
}: TourChoiceProps) {
  const t = useT();
  const slotLabels = useSlotLabels();
  const dayTimes = timesOn(times, day);
  const chosen = dayTimes.find((candidate) => candidate.id === time);
  const languages = languagesOf(chosen, tourLanguages);
  return (
    <Stack gap="md">
      <DayCalendar
        days={days}
        value={day}
        onChange={onDayChange}
        hrefOf={hrefOf}
        title={labels.day}
      />
      {!day && timeError ? (
        // No day yet: the missing time is said under the calendar.
        <Alert tone="error">{`${labels.time ?? t('commerce.fields.slot')}: ${timeError}`}</Alert>
      ) : null}
      {day ? (
        <TimeSlotPicker
          label={labels.time ?? t('commerce.fields.slot')}
          slots={dayTimes}
          isRequired
          value={time || null}
          onChange={onTimeChange}
          onBlur={onTimeBlur}
          errorMessage={timeError}
          labels={slotLabels}
        />
      ) : null}
      {chosen ? (
        <RadioGroup
          label={labels.language ?? t('commerce.fields.language')}
          isRequired
          value={language || null}
          onChange={onLanguageChange}
          errorMessage={languageError}
        >
          {languages.map((code) => (
            <Radio key={code} value={code}>
              {t(`commerce.languages.${code}`, { defaultValue: code })}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
    </Stack>
  );
}
