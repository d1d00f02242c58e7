import { firmTrainingDefaultsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getFirmTrainingDefaults } from '../domain/firm-training-defaults';

export const handler = route(firmTrainingDefaultsRoute, ({ principal }) =>
  getFirmTrainingDefaults(principal),
);
