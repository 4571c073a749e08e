import { ObjectOf } from '@gaceta/shared/common';
import {
  ThemeCustomization,
  ThemeCustomizationInput,
  WebsiteConfiguration,
  WebsiteConfigurationInput,
} from '@gaceta/shared/website';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe } from '../../openapi';
import {
  getThemeCustomization,
  getWebsiteConfiguration,
  saveThemeCustomization,
  saveWebsiteConfiguration,
} from './website-settings.service';

const tags = ['website settings'] as const;

/** The caller's own office's website theme and embedding details; the office comes from the token. */
export const websiteSettingsRoutes = new Hono<AppEnv>()
  .get(
    '/v1/theme_customization',
    describe({
      access: 'settings.theme',
      summary: "The office's website theme (null until customised) and the defaults shown meanwhile",
      tags,
      response: { status: 200, schema: ThemeCustomization },
    }),
    async (c) => c.json(await getThemeCustomization(c.var.ctx), 200),
  )
  .put(
    '/v1/theme_customization',
    describe({
      access: 'settings.theme',
      summary: "Create or replace the office's website theme (permission settings.theme)",
      tags,
      response: { status: 200, schema: ThemeCustomization },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', ThemeCustomizationInput),
    async (c) => c.json(await saveThemeCustomization(c.var.ctx, c.req.valid('json')), 200),
  )
  .get(
    '/v1/website_configuration',
    describe({
      access: 'website.manage',
      summary: "What the office's website embeds: its public key, the widget, the feeds and URL patterns",
      tags,
      response: { status: 200, schema: ObjectOf(WebsiteConfiguration) },
    }),
    async (c) => c.json({ object: await getWebsiteConfiguration(c.var.ctx) }, 200),
  )
  .put(
    '/v1/website_configuration',
    describe({
      access: 'website.manage',
      summary: 'Save what the office chooses of its website: how long a web publication stays by default',
      tags,
      response: { status: 200, schema: ObjectOf(WebsiteConfiguration) },
      errors: ['VALIDATION_FAILED'],
    }),
    validate('json', WebsiteConfigurationInput),
    async (c) => c.json({ object: await saveWebsiteConfiguration(c.var.ctx, c.req.valid('json')) }, 200),
  );
