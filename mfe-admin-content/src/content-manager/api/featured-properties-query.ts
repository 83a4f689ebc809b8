import { useQuery } from '@tanstack/react-query';
import { PropertyListSchema, type Property } from '@app/contracts';
import { createQueryFn } from '@app/web';

const fetchFeaturedProperties = createQueryFn<Property[]>({ schema: PropertyListSchema });

/** The properties featured on the home page. */
export function useFeaturedProperties() {
  return useQuery({ queryKey: ['/api/properties/featured'], queryFn: fetchFeaturedProperties });
}
