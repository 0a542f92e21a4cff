export { Page } from './zqdatalink-add-or-update';
