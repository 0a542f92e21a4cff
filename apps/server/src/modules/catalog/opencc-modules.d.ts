// opencc-js ships types for its presets only; its per-region dictionary groups (the `./*` export) have none.
declare module 'opencc-js/from/cn' {
  import type { DictGroup } from 'opencc-js/core';

  const groups: readonly DictGroup[];
  export default groups;
}

declare module 'opencc-js/to/tw' {
  import type { DictGroup } from 'opencc-js/core';

  const groups: readonly DictGroup[];
  export default groups;
}
