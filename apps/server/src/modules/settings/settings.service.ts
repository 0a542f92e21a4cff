import type { settings } from '@datamall/contract';
import type { DbOrTx } from '../../platform/db.js';
import { DictService } from './settings-dict.service.js';
import { ParamsService, type SettingsDeps } from './settings-params.service.js';

export { SETTINGS_CACHE_TTL_MS } from './settings-params.service.js';

/** Parameters (with the platform's tunables) and dictionaries of the admin console. */
export class SettingsService {
  readonly params: ParamsService;
  readonly dict: DictService;

  constructor(deps: SettingsDeps) {
    this.params = new ParamsService(deps);
    this.dict = new DictService(deps);
  }

  /** Seeds the tunables and the contract's dictionaries that are not stored yet (safe to run in every process). */
  async sync(): Promise<void> {
    await this.params.sync();
    await this.dict.sync();
  }

  /** A tunable's current value, for the modules that read one (inside a transaction, pass it). */
  tunable(code: settings.TunableCode, tx?: DbOrTx): Promise<number> {
    return this.params.tunable(code, tx);
  }
}
