/** The seeded admin's sign-in in every test app. */
export const ADMIN = {
  email: 'admin@example.com',
  username: 'admin',
  password: 'admin-test-password',
} as const;

/** What every test database is seeded with: the admin above and one demo account per designation. */
export const ADMIN_SEED = { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demo: true } as const;
