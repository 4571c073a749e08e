// The alert rules in deploy/prometheus/ (docs/deployment.md, Alerts), checked and unit-tested with
// Debian's promtool: `promtool check rules` (the PromQL parses, every alert has its annotations),
// `promtool check config` (the scrape configuration compose.yaml mounts) and `promtool test rules`
// (alerts.test.yml: each alert fires on the series that should raise it and stays quiet on a near
// miss). npm test installs the prometheus package where promtool is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './lib/run.ts';

const PROMTOOL = '/usr/bin/promtool';
const dir = join(root, 'deploy/prometheus');

function promtool(...args: string[]) {
  const result = spawnSync(PROMTOOL, args, { cwd: dir, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.skipIf(!existsSync(PROMTOOL))('the Prometheus rules and configuration', () => {
  it('parse, and every alert has a severity, a summary and a runbook line in deployment.md', () => {
    const checked = promtool('check', 'rules', 'alerts.yml');
    expect(checked.output).toContain('SUCCESS');
    expect(checked.status).toBe(0);

    const rules = readFileSync(join(dir, 'alerts.yml'), 'utf8');
    const deployment = readFileSync(join(root, 'docs/deployment.md'), 'utf8');
    const alerts = [...rules.matchAll(/- alert: (\w+)\n((?:(?!\n {6}- ).)*)/gs)];
    expect(alerts.length).toBeGreaterThanOrEqual(12);
    for (const [, name, body] of alerts) {
      expect(body, name).toMatch(/severity: (page|warning)/);
      expect(body, name).toMatch(/summary: /);
      expect(body, name).toContain(`runbook: docs/deployment.md#${name?.toLowerCase()}`);
      // The runbook line is a heading of its own, which the anchor reaches.
      expect(deployment, name).toMatch(new RegExp(`^#### ${name}$`, 'm'));
    }
  });

  it('pass their unit tests (promtool test rules)', () => {
    const tested = promtool('test', 'rules', 'alerts.test.yml');
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status, tested.output).toBe(0);
  });

  it('unit-test every alert the rules define', () => {
    const rules = readFileSync(join(dir, 'alerts.yml'), 'utf8');
    const tests = readFileSync(join(dir, 'alerts.test.yml'), 'utf8');
    for (const [, name] of rules.matchAll(/- alert: (\w+)/g))
      expect(tests, name).toContain(`alertname: ${name}`);
  });

  it('scrape configuration is valid', () => {
    const checked = promtool('check', 'config', 'prometheus.yml');
    expect(checked.status, checked.output).toBe(0);
  });
});
