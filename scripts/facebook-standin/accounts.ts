/** A person the stand-in lets you sign in as: the fields Facebook's /me gives with `fields=id,name,email`. */
export interface StandinAccount {
  id: string;
  name: string;
  /** Absent when the person declined to share it or has none (Facebook then leaves the field out). */
  email?: string;
}

/**
 * The demo people of the stand-in's account chooser. `basic@muster.test` is the email of Muster's demo
 * member `basic` (scripts/data/build/users.ts), so that person exercises "an account with this email exists".
 */
export const DEMO_ACCOUNTS: readonly StandinAccount[] = [
  { id: '100000000000001', name: 'Nora Whitfield', email: 'nora.whitfield@example.com' },
  { id: '100000000000002', name: 'Basic Member', email: 'basic@muster.test' },
  { id: '100000000000003', name: 'Sam Private' },
  { id: '100000000000004', name: 'Elias Brandt', email: 'elias.brandt@example.com' },
];

/** The app the stand-in knows, matching the gateway's development defaults (gateway/src/auth/facebook/facebook-settings.ts). */
export const STANDIN_APP = { clientId: 'muster-dev', clientSecret: 'muster-dev-secret' } as const;

/** Where `npm start` runs the stand-in. */
export const STANDIN_PORT = 4300;
