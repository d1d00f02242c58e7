import { changeTrainingFrequency } from '../../domain/companies';
import { route } from '../route';

export const handler = route('update-company', ({ principal, params, body }) =>
  changeTrainingFrequency(principal.user, params.id, body.training_frequency_months),
);
