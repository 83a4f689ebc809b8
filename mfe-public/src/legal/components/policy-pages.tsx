import { COOKIE_POLICY, PAGE_METADATA, PRIVACY_POLICY, TERMS_OF_SERVICE } from '@app/content';
import { PolicyPage } from './policy-page';

export function PrivacyPage() {
  return <PolicyPage policy={PRIVACY_POLICY} metadata={PAGE_METADATA.privacy} />;
}

export function TermsPage() {
  return <PolicyPage policy={TERMS_OF_SERVICE} metadata={PAGE_METADATA.terms} />;
}

export function CookiesPage() {
  return <PolicyPage policy={COOKIE_POLICY} metadata={PAGE_METADATA.cookies} />;
}
