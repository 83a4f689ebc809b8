import { Controller, Headers, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  CONTACT_ENDPOINTS,
  type ContactEnquiry,
  ContactEnquirySchema,
  type ContactFormPost,
  ContactFormPostSchema,
  type ContactResult,
  FORM_SENT,
} from '@app/contracts';
import { ClientAddress } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody } from '../common/zod-validation.pipe';
import { redirectToPage } from '../form-posts/form-post-answers';
import { FormPostEndpoint } from '../form-posts/form-post-endpoint.decorator';
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
    @ValidBody(ContactEnquirySchema) input: ContactEnquiry,
    @ClientAddress() clientAddress: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<ContactResult> {
    return this.contact.submit(input, enquiryOrigin(clientAddress, userAgent));
  }

  /** The form sent without JavaScript: stored the same way, then 303 back to its page (or 400 with its messages). */
  @FormPostEndpoint(CONTACT_ENDPOINTS.sendForm)
  @RateLimited('contact')
  async submitForm(
    @ValidBody(ContactFormPostSchema) input: ContactFormPost,
    @ClientAddress() clientAddress: string,
    @Headers('user-agent') userAgent: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const { returnTo, reading: _reading, ...enquiry } = input;
    await this.contact.submit({ ...enquiry, consent: true }, enquiryOrigin(clientAddress, userAgent));
    redirectToPage(response, returnTo, FORM_SENT.contact);
  }
}

function enquiryOrigin(clientAddress: string, userAgent: string | undefined) {
  return { clientAddress, userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null };
}
