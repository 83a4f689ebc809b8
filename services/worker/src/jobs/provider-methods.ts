import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';

export type BoundMethod = (...args: never[]) => Promise<unknown>;

/** Finds the provider methods marked with a metadata key, bound to their instance, with the metadata's value. */
@Injectable()
export class ProviderMethods {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  marked<V>(metadataKey: string): [V, BoundMethod][] {
    const found: [V, BoundMethod][] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const target = instance[method] as BoundMethod;
        const value = this.reflector.get<V | undefined>(metadataKey, target);
        if (value !== undefined) found.push([value, target.bind(instance) as BoundMethod]);
      }
    }
    return found;
  }
}
