import { describeEveryScreen } from './support/screens';

describeEveryScreen('phone', 'owner');
