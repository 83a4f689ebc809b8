import { configureZodForCsp } from '@app/contracts';
import { AccountPage } from '../account/components/account-page';

configureZodForCsp();

export default function AccountApp() {
  return <AccountPage />;
}
