/** Display formatters of §9, re-exported from the contract so server presenters and the web agree. */
export { formatDateTime, formatMoney, formatNumber, MONEY_SCALE, maskPhone } from '@datamall/contract';
