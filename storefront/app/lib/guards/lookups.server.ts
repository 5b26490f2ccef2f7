import { z } from 'zod';
import { armoniaMiaSchema } from '../api/product';
import type { RequestApi } from '../api/request.server';
import { isNotFound } from '../api/transport';
import { slotKeyDate } from '../domain/queue';
import type { GuardLookups } from './types';

/** The server look-ups behind the guards, made with one request's backend clients. */
export function serverLookups(api: RequestApi): GuardLookups {
  const exists = async (run: () => Promise<unknown>): Promise<boolean> => {
    try {
      await run();
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  };
  return {
    productOnSale: (tipo, id) => exists(() => api.publicShop.listino(tipo, id)),
    appointmentDates: async (id) => {
      try {
        const slots = await api.publicShop.appointmentSlots(id);
        return [
          ...new Set(
            slots
              .filter((slot) => slot.stato !== 'passato')
              .map((slot) => slotKeyDate(slot.data))
              .filter((day): day is string => day !== null),
          ),
        ];
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    calendarEntryBookable: async (slug) => {
      if (!(await api.accessToken())) return false;
      return exists(() =>
        api.shop.request({ path: `/armonia/calendario/${encodeURIComponent(slug)}` }, z.unknown()),
      );
    },
    hasLoyaltyCard: async () => {
      if (!(await api.viewer()).loggedIn) return false;
      try {
        return (await api.shop.request({ path: '/armonia/mia' }, armoniaMiaSchema)).has_card;
      } catch {
        return false;
      }
    },
  };
}
