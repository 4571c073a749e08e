import { networkName } from '@gaceta/shared/news/channels';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const CHANNELS = {
  web: msg`Website`,
  newsletter: msg`Newsletter`,
  social: msg`Social networks`,
} as const;

const MEASURES = {
  impressions: msg`Impressions`,
  views: msg`Views`,
  // An article's readers (once a day each): added over articles, not the site's visitors.
  visitors: msg`Readers`,
  site_visitors: msg`Site visitors`,
  shares: msg`Shares`,
  sent: msg`Sent`,
  delivered: msg`Delivered`,
  opened: msg`Opened`,
  clicked: msg`Clicked`,
  bounced: msg`Bounced`,
  unsubscribed: msg`Unsubscribed`,
  // The newsletter's figures per article (each message counted for every article it carried).
  sends: msg`Sent`,
  deliveries: msg`Delivered`,
  opens: msg`Opened`,
  clicks: msg`Clicked`,
  bounces: msg`Bounced`,
  unsubscribes: msg`Unsubscribed`,
  likes: msg`Likes`,
  comments: msg`Comments`,
  posts: msg`Posts`,
} as const;

export function channelLabel(i18n: I18n, channel: string): string {
  const known = CHANNELS[channel as keyof typeof CHANNELS];
  return known ? i18n._(known) : channel;
}

/** A network by its own name (by the network's key or its channel's); email is a word. */
export function networkLabel(i18n: I18n, network: string): string {
  return network === 'email' ? i18n._(msg`Email`) : (networkName(network) ?? network);
}

/** "Views", or "Shares · LinkedIn" for a measure split per network; an unknown name as it is. */
export function measureLabel(i18n: I18n, measure: string): string {
  const [base = measure, network] = measure.split('.');
  const known = MEASURES[base as keyof typeof MEASURES];
  const name = known ? i18n._(known) : base;
  return network ? `${name} · ${networkLabel(i18n, network)}` : name;
}
