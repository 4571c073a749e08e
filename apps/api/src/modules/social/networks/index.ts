import type { SocialNetwork } from '@gaceta/shared/social';
import type { SocialConfig } from '../../../env';
import { facebookAdapter } from './facebook';
import { instagramAdapter } from './instagram';
import { linkedinAdapter } from './linkedin';
import type { NetworkAdapter } from './network';
import { xAdapter } from './x';

/** The four adapters, built from the installation's configuration. */
export function networkAdapters(config: SocialConfig): Record<SocialNetwork, NetworkAdapter> {
  return {
    facebook: facebookAdapter(config.facebook),
    instagram: instagramAdapter(config.facebook),
    linkedin: linkedinAdapter(config.linkedin),
    twitter: xAdapter(config.x),
  };
}
