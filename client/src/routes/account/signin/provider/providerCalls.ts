/** The gateway's provider steps (gateway/src/auth/oidc/provider-steps.ts), as JSON from this page. */
export type ProviderStepAnswer =
  | { ok: true; status: 'SUCCESS' }
  | { ok: true; status: 'REGISTERED'; username: string }
  | { ok: false; code: string; message: string };

async function step(name: 'link' | 'register' | 'continue', body: unknown): Promise<ProviderStepAnswer> {
  try {
    const response = await fetch(`/auth/oidc/${name}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    return response.ok
      ? { ok: true, ...answer }
      : { ok: false, code: String(answer.code ?? 'ERROR'), message: String(answer.message ?? '') };
  } catch {
    return { ok: false, code: 'ERROR', message: '' };
  }
}

export const linkAccounts = (username: string, password: string) => step('link', { username, password });
export const registerWithProvider = () => step('register', { acceptTerms: true });
export const continueRegistered = () => step('continue', {});
