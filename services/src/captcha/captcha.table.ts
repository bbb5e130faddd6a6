import type { Stamp } from '../db/columns';

/** A solved self-hosted captcha challenge (migration 016): its nonce passes once, until `expires`. */
export interface CaptchaUseTable {
  nonce: string;
  expires: Stamp;
}

export interface CaptchaTables {
  captcha_uses: CaptchaUseTable;
}
