import { Body, Controller, Headers } from '@nestjs/common';
import { CONTACT_ENDPOINTS, type ContactEnquiry, ContactEnquirySchema, type ContactResult } from '@app/contracts';
import { ClientAddress } from '../auth/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { ContactService } from './contact.service';

const USER_AGENT_MAX_LENGTH = 500;

/** SPEC §7 POST /api/contact: both form readings of SPEC §5 are accepted. */
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Endpoint(CONTACT_ENDPOINTS.send)
  @RateLimited('contact')
  submit(
    @Body(new ZodValidationPipe(ContactEnquirySchema)) input: ContactEnquiry,
    @ClientAddress() clientAddress: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<ContactResult> {
    return this.contact.submit(input, { clientAddress, userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null });
  }
}
