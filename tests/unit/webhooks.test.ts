import { spawnSync } from 'node:child_process';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isPublicAddress } from '../../server/webhooks/address-guard';
import { backoffAfter } from '../../server/webhooks/settings';
import { webhookEndpointCreateInput } from '../../shared/schemas/webhooks';

describe('webhook SSRF guard: which addresses a delivery may connect to', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'ff02::1',
    'not an address',
  ])('%s is refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('%s is allowed', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('a name that resolves to loopback is refused by the connection lookup', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup('localhost', { all: true }, (err) => resolve(err)));
    expect(error?.message).toMatch(/^Refused: .* is a private, loopback or link-local address$/);
  });
});

const KEY = '6f1c2a9e-3b7d-4c1e-9a2b-1f0e8d7c6b5a';

describe('webhook endpoint input', () => {
  it.each([
    ['https://hooks.example.com/x', true],
    ['http://localhost:3000/hooks', true],
    ['http://127.0.0.1:3000/hooks', true],
    ['http://hooks.example.com/x', false],
    ['ftp://hooks.example.com/x', false],
    ['https://a:b@hooks.example.com/x', false],
  ])('%s valid: %s', (url, valid) => {
    expect(webhookEndpointCreateInput.safeParse({ idempotencyKey: KEY, url, events: ['trip.requested'] }).success).toBe(valid);
  });

  it('events are de-duplicated', () => {
    expect(webhookEndpointCreateInput.parse({ idempotencyKey: KEY, url: 'https://h.example.com', events: ['trip.arrived', 'trip.arrived'] }).events).toEqual(['trip.arrived']);
  });
});

describe('back-off', () => {
  it('follows the schedule, then repeats its last wait', () => {
    const settings = { backoffMs: [5, 50, 500] };
    expect([1, 2, 3, 4, 9].map((n) => backoffAfter(settings, n))).toEqual([5, 50, 500, 500, 500]);
  });
});

describe("the README's Python verifier (examples/webhooks/verify.py)", () => {
  const python = spawnSync('python3', ['--version']).status === 0;
  it.skipIf(!python)('accepts what the server signs and refuses a changed body', () => {
    const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
    const body = JSON.stringify({ type: 'trip.arrived', timestamp: new Date().toISOString(), data: { tripId: 'x' } });
    const now = new Date();
    const signature = new Webhook(secret).sign('msg_1', now, body);
    const run = (input: string) =>
      spawnSync('python3', ['examples/webhooks/verify.py', secret, 'msg_1', String(Math.floor(now.getTime() / 1000)), signature], { input, encoding: 'utf8' });
    const good = run(body);
    expect(good.stdout.trim()).toBe('trip.arrived');
    const bad = run(body.replace('arrived', 'cancelled'));
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toContain('no valid signature');
  });
});
