import { archiveJourney } from '../support/archive-journey.js';

archiveJourney('en-US');
