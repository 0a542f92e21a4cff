/** Routes of the operator's USB key pages per kind of account (menu urls with slashes as dashes). */
export interface UShieldPaths {
  list: string;
  manage: (userId: string) => string;
  change: (userId: string) => string;
}

export const CONSUMER_USHIELD_PATHS: UShieldPaths = {
  list: '/operate-zqMember',
  manage: (userId) => `/operate-zqMember-update?userId=${userId}`,
  change: (userId) => `/operate-zqMember-change?userId=${userId}`,
};

export const SHOP_OWNER_USHIELD_PATHS: UShieldPaths = {
  list: '/operate-zqCommercial-supplier',
  manage: (userId) => `/operate-zqCommercial-components-Ushield?userId=${userId}`,
  change: (userId) => `/operate-zqCommercial-components-UshieldChange?userId=${userId}`,
};

export const MY_UKEY_PATH = '/sys-ukeymanage';
export const EDIT_PIN_PATH = '/sys-editukeypin';
