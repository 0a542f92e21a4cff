export { Page } from './dataSourceList';
