import { MessageResponse } from '@gaceta/shared/accounts/auth';
import {
  Calendar,
  CalendarEntry,
  CalendarEntryParam,
  CalendarFeed,
  CalendarFeedState,
  CalendarFeedToken,
  CalendarQuery,
  MoveEntryInput,
} from '@gaceta/shared/calendar';
import { ObjectOf } from '@gaceta/shared/common';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { messageResponse } from '../../lib/i18n';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import { calendarOf } from './calendar.service';
import { createFeed, feedIcs, feedState, revokeFeed } from './calendar-feed.service';
import { moveEntry } from './calendar-moves.service';

const tags = ['calendar'] as const;

export const calendarRoutes = new Hono<AppEnv>()
  .get(
    '/v1/calendar',
    describe({
      access: 'news.read',
      summary:
        "What goes out and went out on every channel from one day to another (at most 400), on the office's clock: web windows, newsletters sent, scheduled and planned, social posts published, scheduled, failed and planned; each channel as the caller's roles may read it",
      tags,
      response: { status: 200, schema: Calendar },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('query', CalendarQuery),
    async (c) => c.json(await calendarOf(c.var.ctx, c.req.valid('query')), 200),
  )
  .patch(
    '/v1/calendar/entries/:id',
    describe({
      access: 'news.read',
      summary:
        "Move a scheduled entry to another time: the item's publication (a web window keeps its length) or the custom newsletter is scheduled then; what went out, is past or is planned does not move",
      tags,
      response: { status: 200, schema: ObjectOf(CalendarEntry) },
      errors: [
        'VALIDATION_FAILED',
        'FORBIDDEN',
        'NOT_FOUND',
        'CALENDAR_ENTRY_NOT_MOVABLE',
        'TRANSITION_NOT_ALLOWED',
      ],
    }),
    validate('param', CalendarEntryParam),
    validate('json', MoveEntryInput),
    async (c) => c.json(await moveEntry(c.var.ctx, c.req.valid('param').id, c.req.valid('json')), 200),
  )
  .get(
    '/v1/calendar/feed',
    describe({
      access: 'news.read',
      summary: 'Whether the user has a calendar feed, and since when (its address is shown only when made)',
      tags,
      response: { status: 200, schema: ObjectOf(CalendarFeedState) },
    }),
    async (c) => c.json(await feedState(c.var.ctx), 200),
  )
  .post(
    '/v1/calendar/feed',
    describe({
      access: 'news.read',
      summary:
        "A new private address of the user's calendar feed (iCalendar), to copy into a calendar app; the previous address stops working",
      tags,
      response: { status: 200, schema: ObjectOf(CalendarFeed) },
    }),
    async (c) => c.json(await createFeed(c.var.ctx), 200),
  )
  .delete(
    '/v1/calendar/feed',
    describe({
      access: 'news.read',
      summary: "Revoke the user's calendar feed: its address answers 404 from now on",
      tags,
      response: { status: 200, schema: MessageResponse },
    }),
    async (c) => c.json(messageResponse(c.req.header('accept-language'), await revokeFeed(c.var.ctx)), 200),
  )
  .get(
    '/public/v1/calendar/:token',
    describe({
      access: 'public',
      summary:
        "A user's calendar feed (`<token>.ics`, RFC 5545): what their roles may read of their office's calendar, three months back and a year ahead; 404 once revoked",
      tags,
      response: { status: 200, file: 'text/calendar' },
      errors: ['NOT_FOUND'],
    }),
    validate('param', CalendarFeedToken),
    async (c) =>
      c.body(await feedIcs(c.var.ctx, c.req.valid('param').token.slice(0, -'.ics'.length)), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, no-store',
        'Referrer-Policy': 'no-referrer',
      }),
  );
