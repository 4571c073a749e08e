import type { SocialNetwork } from '@gaceta/shared/social';

/** The networks as offices know them (brand names: not translated). */
export const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
};
