import { ALL_UNITS_CHART } from '@app/contracts';
import { Stack } from '@app/ui';
import { QueryStatus } from '@app/web';
import { useOwnerRentSeries } from '../api/owner-queries';
import { RentChart } from './rent-chart';

/** The owner's home page opens with the last 12 months of rent due, received and net: all units together, then each unit. */
export function OwnerRentCharts() {
  const series = useOwnerRentSeries();
  return (
    <Stack as="section" $gap={6} aria-labelledby="owner-rent-charts">
      <h2 id="owner-rent-charts">Rent over the last 12 months</h2>
      <QueryStatus query={series} subject="your rent figures">
        {(loaded) =>
          loaded.units.length === 0 ? (
            <p>Once we link your units to your account, their rent shows here month by month.</p>
          ) : (
            <>
              <RentChart title={loaded.units.length > 1 ? 'All your units' : loaded.units[0]!.unit} unit={ALL_UNITS_CHART} months={loaded.total} />
              {loaded.units.length > 1 && loaded.units.map((unit) => <RentChart key={unit.unitId} title={unit.unit} unit={unit.unitId} months={unit.points} />)}
            </>
          )
        }
      </QueryStatus>
    </Stack>
  );
}
