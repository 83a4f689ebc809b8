import { ContactPanel } from '../../contact/components/contact-panel';
import { HeadedSection } from '../../shared/components/page-layout';

export function ContactSection() {
  return (
    <HeadedSection
      id="contact"
      titleId="contact-title"
      eyebrow="Get in Touch"
      title="Let’s Talk About Your Property"
      description="Send us a message and a property specialist will reply within 24 hours on business days."
    >
      <ContactPanel reading="home" />
    </HeadedSection>
  );
}
