import { Global, Module } from '@nestjs/common';
import { RemoteDeployments } from './remote-deployments';

@Global()
@Module({ providers: [RemoteDeployments], exports: [RemoteDeployments] })
export class RemoteDeploymentsModule {}
