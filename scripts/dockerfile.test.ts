// The Dockerfile and compose.yaml, judged without a container runtime (none runs on this machine):
// the Dockerfile is linted (dockerfile-utils, the checks of the Docker language server; hadolint is
// in neither the npm registry nor Debian's packages), held to the rules an operator expects, and its
// install and start steps are run as written, outside a container: the production-only install of
// the `deps` stage, the `runtime` stage's files, its command and its health check.
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  type Copy,
  DockerfileParser,
  type Env,
  type From,
  type Instruction,
  type JSONInstruction,
} from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { freePort } from './lib/product.ts';
import { root } from './lib/run.ts';

const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const parsed = DockerfileParser.parse(dockerfile);
const PNPM_PIN = readFileSync(join(root, 'scripts/bootstrap.mjs'), 'utf8').match(
  /PNPM_VERSION = '([^']+)'/,
)?.[1];

/** Each stage's instructions, by the stage's name. */
function stages(): Map<string, Instruction[]> {
  const byStage = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  for (const instruction of parsed.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      current = [];
      byStage.set((instruction as From).getBuildStage() ?? String(byStage.size), current);
    } else {
      current.push(instruction);
    }
  }
  return byStage;
}

const stage = (name: string) => stages().get(name) ?? [];
const of = (instructions: Instruction[], keyword: string) =>
  instructions.filter((instruction) => instruction.getKeyword() === keyword);
const words = (instruction: Instruction) => instruction.getArguments().map((argument) => argument.getValue());
const json = (instruction: Instruction) =>
  (instruction as JSONInstruction).getJSONStrings().map((argument) => argument.getJSONValue());
const fromStage = (copy: Instruction) =>
  (copy as Copy)
    .getFlags()
    .find((flag) => flag.getName() === 'from')
    ?.getValue();
/** HEALTHCHECK [options] CMD ["…"]: the command's words. */
const healthCommand = (instruction: Instruction) => {
  const content = instruction.getArgumentsContent() ?? '';
  return JSON.parse(content.slice(content.indexOf('CMD') + 3)) as string[];
};

describe('Dockerfile', () => {
  it('lints clean', () => {
    expect(
      validate(dockerfile).map((problem) => `${problem.range.start.line + 1}: ${problem.message}`),
    ).toEqual([]);
  });

  it('builds in stages and runs as a non-root user with a health check', () => {
    expect([...stages().keys()]).toEqual(['build', 'deps', 'runtime']);
    const runtime = stage('runtime');
    expect(of(runtime, 'USER').map(words).at(-1)).toEqual(['node']);
    expect(of(runtime, 'HEALTHCHECK')).toHaveLength(1);
    expect(json(of(runtime, 'CMD')[0] as Instruction)).toEqual([
      'node',
      '--enable-source-maps',
      'apps/api/dist/server.js',
    ]);
    // The image's pnpm is the project's (bootstrap.mjs), so the lockfile installs alike.
    for (const name of ['build', 'deps']) {
      expect(of(stage(name), 'RUN').map((run) => run.getArgumentsContent())).toContain(
        `npm install --global pnpm@${PNPM_PIN}`,
      );
    }
    // The build stage builds as `npm run build` does, which this workspace has done.
    expect(of(stage('build'), 'RUN').map((run) => run.getArgumentsContent())).toContain(
      'pnpm install --frozen-lockfile && node scripts/build.ts',
    );
  });

  describe('its deps and runtime stages, run outside a container', () => {
    let work: string;
    // The deps stage's /app, where it installs.
    let app: string;
    // The runtime stage's /app: only what its COPY lines bring, from the deps stage or the build.
    let image: string;
    let server: ChildProcess | undefined;
    beforeAll(() => {
      work = mkdtempSync(join(tmpdir(), 'gaceta-image-'));
      app = join(work, 'app');
      image = join(work, 'image');
    });
    afterAll(() => {
      server?.kill('SIGKILL');
      rmSync(work, { recursive: true, force: true });
    });

    it('installs the production dependencies from the lockfile alone', () => {
      for (const copy of of(stage('deps'), 'COPY')) {
        const [...sources] = words(copy);
        const destination = sources.pop() as string;
        for (const source of sources) {
          const target = destination.endsWith('/')
            ? join(app, destination, source.split('/').at(-1) ?? '')
            : join(app, destination);
          mkdirSync(dirname(target), { recursive: true });
          cpSync(join(root, source), target, { recursive: true });
        }
      }
      for (const run of of(stage('deps'), 'RUN')) {
        const command = run.getArgumentsContent() ?? '';
        // This machine has the project's pnpm already (checked above), in .tools/.
        if (command.startsWith('npm install --global pnpm@')) continue;
        execSync(command, { cwd: app, stdio: 'inherit' });
      }
    });

    it("starts the API from the runtime stage's files alone, and its health check passes", async () => {
      for (const copy of of(stage('runtime'), 'COPY')) {
        const [source, destination] = words(copy) as [string, string];
        const inStage = source.replace(/^\/app\/?/, '');
        // The build stage's files are this workspace's, built by the same `node scripts/build.ts`.
        const from = fromStage(copy) === 'deps' ? app : root;
        expect(existsSync(join(from, inStage)), source).toBe(true);
        // pnpm's links stay as they are: relative, inside node_modules.
        cpSync(join(from, inStage), join(image, destination), { recursive: true, verbatimSymlinks: true });
      }
      const env: NodeJS.ProcessEnv = {};
      for (const instruction of of(stage('runtime'), 'ENV')) {
        for (const property of (instruction as Env).getProperties()) {
          env[property.getName()] = property.getValue() ?? '';
        }
      }
      expect(env).toMatchObject({ NODE_ENV: 'production', DATA_DIR: '/data' });
      const port = String(await freePort());
      const runEnv = { PATH: process.env.PATH, ...env, PORT: port, DATA_DIR: join(work, 'data') };
      const [program, ...args] = json(of(stage('runtime'), 'CMD')[0] as Instruction) as [string, ...string[]];
      expect(program).toBe('node');
      server = spawn(process.execPath, args, {
        cwd: image,
        env: runEnv,
        stdio: ['ignore', 'ignore', 'inherit'],
      });

      const [checker, ...check] = healthCommand(of(stage('runtime'), 'HEALTHCHECK')[0] as Instruction);
      expect(checker).toBe('node');
      const healthy = () =>
        new Promise<boolean>((resolve) => {
          spawn(process.execPath, check, { env: runEnv, stdio: 'ignore' }).on('exit', (code) =>
            resolve(code === 0),
          );
        });
      const deadline = performance.now() + 120_000;
      while (!(await healthy())) {
        expect(server.exitCode, 'the server exited').toBeNull();
        expect(performance.now() < deadline, 'healthy within two minutes').toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const login = await fetch(`http://127.0.0.1:${port}/login`);
      expect(login.status).toBe(200);
      const exited = new Promise((resolve) => server?.on('exit', resolve));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  });
});

describe('compose.yaml', () => {
  const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      {
        image?: string;
        build?: unknown;
        pull_policy?: string;
        command?: string[];
        deploy?: { replicas?: number };
        environment?: Record<string, string>;
      }
    >;
  };

  it('runs API replicas and a worker from the image, with PostgreSQL, S3 storage and an SMTP catcher', () => {
    const { services } = compose;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['api', 'worker', 'proxy', 'postgres', 'minio', 'mailpit']),
    );
    expect(services.api?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(services.worker?.command).toEqual(['node', '--enable-source-maps', 'apps/api/dist/worker.js']);
    expect(services.api?.environment).toMatchObject({
      RUN_JOBS: '0',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://mailpit:1025',
      S3_ENDPOINT: 'http://minio:9000',
    });
  });

  it('pins every image to a release and builds the product once, for the api and the worker', () => {
    const { services } = compose;
    for (const [name, service] of Object.entries(services)) {
      expect(service.image, name).toMatch(/^[\w./-]+:[\w.-]+$/);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
    expect(
      Object.entries(services)
        .filter(([, service]) => service.build)
        .map(([name]) => name),
    ).toEqual(['api']);
    expect(services.worker).toMatchObject({ image: services.api?.image, pull_policy: 'never' });
  });

  it('runs an nginx that finds the replicas again as they change (resolve, from 1.27.3)', () => {
    const site = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
    expect(site).toMatch(/^\s*resolver 127\.0\.0\.11 valid=\d+s/m);
    expect(site).toMatch(/^\s*server api:3000 [^;]*\bresolve;/m);
    expect(site).toMatch(/^\s*zone gaceta /m);
    const [major = 0, minor = 0, patch = 0] = (compose.services.proxy?.image?.split(':')[1] ?? '')
      .split('.')
      .map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(1_027_003);
  });
});
