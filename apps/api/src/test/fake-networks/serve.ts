// The fake networks for browser tests and trying the connect flows by hand:
// `tsx apps/api/src/test/fake-networks/serve.ts <first port>` serves X, LinkedIn and Facebook
// (with Instagram) on that port and the two after it, on loopback, until stopped.
import { startFakeFacebook } from './fake-facebook';
import { startFakeLinkedin } from './fake-linkedin';
import { startFakeX } from './fake-x';

const first = Number(process.argv[2] ?? 5314);
const servers = await Promise.all([
  startFakeX(first),
  startFakeLinkedin(first + 1),
  startFakeFacebook(first + 2),
]);
console.log(`fake networks: X ${servers[0].url}, LinkedIn ${servers[1].url}, Facebook ${servers[2].url}`);
const stop = async () => {
  await Promise.all(servers.map((server) => server.close()));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
