import { useQuery } from '@tanstack/react-query';
import { PropertyListSchema, type Property } from '@app/contracts';
import { createQueryFn } from '@app/web';

export const FEATURED_PROPERTIES_QUERY_KEY = ['/api/properties/featured'] as const;

const fetchProperties = createQueryFn<Property[]>({ schema: PropertyListSchema });

export function useFeaturedProperties() {
  return useQuery({ queryKey: FEATURED_PROPERTIES_QUERY_KEY, queryFn: fetchProperties });
}
