import { describe, expect, it } from 'vitest';

// The sources themselves: the loading pattern (docs/decisions/011-route-loading.md) is a rule about code.
const routeSources = import.meta.glob<string>(['./**/*.tsx', '!./**/-*/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const appSources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.ts', '!../routeTree.gen.ts'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('one loading pattern for routes', () => {
  it('finds the route files', () => {
    expect(Object.keys(routeSources)).toContain('./_auth/users.tsx');
  });

  it.each(Object.entries(routeSources))('%s has no loader: its screen reads with useQuery', (_, source) => {
    expect(source).not.toMatch(/\bloader\s*:/);
  });

  it('only the signed-in user, which the _auth guard has loaded, is read with useSuspenseQuery', () => {
    const suspending = Object.entries(appSources)
      .filter(([, source]) => /\buseSuspenseQuery\(/.test(source))
      .map(([path]) => path);
    expect(suspending).toEqual(['../features/auth/api/get-me.ts']);
  });
});
