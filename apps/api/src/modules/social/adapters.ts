import type { SocialNetwork } from '@gaceta/shared/social';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { networkAdapters } from './networks';
import type { NetworkAdapter } from './networks/network';
import { type TokenBox, tokenBox } from './token-box';

// Built once per configuration: adapters and the box hold no state of their own.
const built = new WeakMap<object, { adapters: Record<SocialNetwork, NetworkAdapter>; box: TokenBox }>();

function forConfig(ctx: ServiceContext) {
  let entry = built.get(ctx.config);
  if (!entry) {
    entry = { adapters: networkAdapters(ctx.config.social), box: tokenBox(ctx.config) };
    built.set(ctx.config, entry);
  }
  return entry;
}

export const adaptersOf = (ctx: ServiceContext) => forConfig(ctx).adapters;
export const boxOf = (ctx: ServiceContext) => forConfig(ctx).box;

/** The network's adapter when this installation has app credentials for it; 409 otherwise. */
export function availableAdapter(ctx: ServiceContext, network: SocialNetwork): NetworkAdapter {
  const adapter = adaptersOf(ctx)[network];
  if (!adapter.available) throw new AppError('SOCIAL_NOT_CONFIGURED', { social_network: network });
  return adapter;
}
