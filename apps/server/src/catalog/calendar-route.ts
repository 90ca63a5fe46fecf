import { LANGUAGES } from '@sesame/domain/i18n/language';
import {
  FIELD_MAX_LENGTH,
  MAX_CALENDAR_YEARS,
  MAX_DURATION,
  MAX_PER_AGE_BAND,
} from '@sesame/domain/validation/limits';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Services } from '../http/services.ts';
import { message } from '../i18n/messages.ts';
import { calendarEntries } from './calendar-entries.ts';
import { todayInBerlin } from './current-day.ts';

const calendarQuery = z.object({
  yearRange: z.coerce.number().int().min(1).max(MAX_CALENDAR_YEARS).optional(),
  offerCode: z.string().max(FIELD_MAX_LENGTH).optional(),
  duration: z.coerce.number().int().min(1).max(MAX_DURATION).optional(),
  adults: z.coerce.number().int().min(0).max(MAX_PER_AGE_BAND).optional(),
  children: z.coerce.number().int().min(0).max(MAX_PER_AGE_BAND).optional(),
  lang: z.enum(LANGUAGES).optional(),
});

/**
 * booking-funnel.md §7, the calendar gateway: `GET /api/calendar?yearRange=2` answers the calendar
 * entries of the request's platform, the days as plain dates counted in Europe/Berlin. Titles are
 * in `lang`, or else the platform's language.
 */
export const calendarRoute: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get('/api/calendar', async (request, reply) => {
    const { platform } = request;
    const query = calendarQuery.safeParse(request.query);
    if (!query.success) {
      const language = (request.query as { lang?: string }).lang;
      const wanted = LANGUAGES.find((known) => known === language) ?? platform.defaultLanguage;
      return reply
        .code(400)
        .send({ code: 'INVALID_INPUT', message: message('INVALID_INPUT', wanted) });
    }
    const { lang, ...input } = query.data;
    return calendarEntries(
      services.db,
      platform,
      input,
      todayInBerlin(),
      lang ?? platform.defaultLanguage,
    );
  });
};
