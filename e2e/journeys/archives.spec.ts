import { archiveJourney } from '../support/archive-journey.js';

archiveJourney('zh-CN');
