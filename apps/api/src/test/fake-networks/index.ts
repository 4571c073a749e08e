import { type FakeFacebook, startFakeFacebook } from './fake-facebook';
import { type FakeLinkedin, startFakeLinkedin } from './fake-linkedin';
import { type FakeX, startFakeX } from './fake-x';

export interface FakeNetworks {
  x: FakeX;
  linkedin: FakeLinkedin;
  facebook: FakeFacebook;
  /** The configuration that points the app's adapters at these fakes. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** The four networks' fakes on loopback (Instagram is served by the Graph API's fake). */
export async function startFakeNetworks(): Promise<FakeNetworks> {
  const [x, linkedin, facebook] = await Promise.all([startFakeX(), startFakeLinkedin(), startFakeFacebook()]);
  return {
    x,
    linkedin,
    facebook,
    env: {
      X_CONSUMER_KEY: x.consumer.key,
      X_CONSUMER_SECRET: x.consumer.secret,
      X_API_URL: x.url,
      LINKEDIN_CLIENT_ID: linkedin.client.id,
      LINKEDIN_CLIENT_SECRET: linkedin.client.secret,
      LINKEDIN_AUTH_URL: linkedin.url,
      LINKEDIN_API_URL: linkedin.url,
      FACEBOOK_APP_ID: facebook.app_.id,
      FACEBOOK_APP_SECRET: facebook.app_.secret,
      FACEBOOK_GRAPH_URL: facebook.url,
      FACEBOOK_DIALOG_URL: facebook.url,
    },
    close: async () => {
      await Promise.all([x.close(), linkedin.close(), facebook.close()]);
    },
  };
}
