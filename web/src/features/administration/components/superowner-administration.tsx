import { AddOwnerForm } from './add-owner-form';
import { CreateFirmForm } from './create-firm-form';
import { FirmCards } from './firm-cards';

/** The super owner dashboard (SPEC §2): create a firm, add an owner, the firms with their details. */
export function SuperownerAdministration() {
  return (
    <>
      <CreateFirmForm />
      <AddOwnerForm />
      <FirmCards />
    </>
  );
}
