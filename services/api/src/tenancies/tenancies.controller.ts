import { Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import {
  type CreateTenancyInput,
  CreateTenancySchema,
  TENANCY_ENDPOINTS,
  type Tenancy,
  type TenancyInviteResult,
  type TenancyListQuery,
  TenancyListQuerySchema,
  type TenancyPage,
  type UpdateTenancyInput,
  UpdateTenancySchema,
} from '@app/contracts';
import { type ActingUser, CurrentActing } from '../common/current-user.decorator';
import { Endpoint } from '../common/endpoint.decorator';
import { ValidBody, ValidQuery } from '../common/zod-validation.pipe';
import { TenanciesService } from './tenancies.service';

/** Staff's tenancies (every staff role). */
@Controller()
export class TenanciesController {
  constructor(private readonly tenancies: TenanciesService) {}

  @Endpoint(TENANCY_ENDPOINTS.list)
  list(@ValidQuery(TenancyListQuerySchema) query: TenancyListQuery): Promise<TenancyPage> {
    return this.tenancies.list(query);
  }

  @Endpoint(TENANCY_ENDPOINTS.create)
  @HttpCode(HttpStatus.CREATED)
  create(@ValidBody(CreateTenancySchema) input: CreateTenancyInput, @CurrentActing() acting: ActingUser): Promise<Tenancy> {
    return this.tenancies.create(input, acting);
  }

  @Endpoint(TENANCY_ENDPOINTS.get)
  get(@Param('id') id: string): Promise<Tenancy> {
    return this.tenancies.get(id);
  }

  @Endpoint(TENANCY_ENDPOINTS.update)
  update(@Param('id') id: string, @ValidBody(UpdateTenancySchema) input: UpdateTenancyInput, @CurrentActing() acting: ActingUser): Promise<Tenancy> {
    return this.tenancies.update(id, input, acting);
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
