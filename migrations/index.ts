import { Migration20261121000000_initial } from './Migration20261121000000_initial';

/**
 * Every migration, in order. The server imports this list (so the bundled build carries its
 * migrations); `npm run db:migration:create` writes new files here, then add them below.
 */
export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
];
