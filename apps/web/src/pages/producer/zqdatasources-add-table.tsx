export { Page } from './zqdataversion-update';
