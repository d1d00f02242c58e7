import { describeEveryScreen } from './support/screens';

describeEveryScreen('desktop', 'others');
