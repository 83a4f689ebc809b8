import { Body, Controller, Headers, Post } from '@nestjs/common';
import { type ContactEnquiry, ContactEnquirySchema, type ContactResult } from '@app/contracts';
import { ClientAddress } from '../auth/current-user.decorator';
import { Public } from '../common/public.decorator';
import { ZodValidationPipe } from '../common/zod-validation.pipe';
import { RateLimited } from '../rate-limit/rate-limited.decorator';
import { ContactService } from './contact.service';

const USER_AGENT_MAX_LENGTH = 500;

/** SPEC §7 POST /api/contact: both form readings of SPEC §5 are accepted. */
@Public()
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @RateLimited('contact')
  submit(
    @Body(new ZodValidationPipe(ContactEnquirySchema)) input: ContactEnquiry,
    @ClientAddress() clientAddress: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<ContactResult> {
    return this.contact.submit(input, { clientAddress, userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null });
  }
}
