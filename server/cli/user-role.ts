import { isRole } from '../../shared/roles';
import { findProfileByEmail, setRole } from '../services/auth.service';
import { fail, withDatabase } from './with-database';

/** npm run user:role -- EMAIL ROLE   (ROLE: viewer | operator | admin | none) */
const [email, roleArg] = process.argv.slice(2);
if (!email || !roleArg || !(isRole(roleArg) || roleArg === 'none')) {
  fail('Usage: npm run user:role -- EMAIL ROLE   (ROLE is viewer, operator, admin or none)');
}

await withDatabase(async (orm) => {
  const em = orm.em.fork();
  const profile = await findProfileByEmail(em, email);
  if (!profile) fail(`No account with the e-mail ${email}. The person must sign up first.`);
  await setRole(em, profile.id, roleArg === 'none' ? null : roleArg, { origin: 'system' });
  console.log(`${profile.email} now has ${roleArg === 'none' ? 'no role' : `the role ${roleArg}`}.`);
});
