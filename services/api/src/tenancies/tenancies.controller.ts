import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { TENANCY_ENDPOINTS, type Tenancy, type TenancyInviteResult } from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { RecordsController } from '../common/records.controller';
import { TenanciesService } from './tenancies.service';

/** Staff's tenancies (every staff role): the records (list, get, create, update), ending one and inviting its tenant. */
@Controller()
export class TenanciesController extends RecordsController(TENANCY_ENDPOINTS) {
  constructor(private readonly tenancies: TenanciesService) {
    super(tenancies);
  }

  @Endpoint(TENANCY_ENDPOINTS.end)
  @HttpCode(HttpStatus.OK)
  end(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<Tenancy> {
    return this.tenancies.end(id, acting);
  }

  @Endpoint(TENANCY_ENDPOINTS.invite)
  @HttpCode(HttpStatus.OK)
  invite(@Param('id') id: string, @CurrentActing() acting: ActingUser): Promise<TenancyInviteResult> {
    return this.tenancies.invite(id, acting);
  }
}
