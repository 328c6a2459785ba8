import { SaveSearch } from '@/features/saved-searches/components/save-search';
import {
  ResultsPage,
  type ResultsRouteProps,
  resultsMetadata,
} from '@/features/search/components/results/results-route';
import { getSite } from '@/tenancy/get-site';
import { CardActions } from '../../card-actions';

export const generateMetadata = (props: ResultsRouteProps) => resultsMetadata('/used-car', props);

export default async function Page(props: ResultsRouteProps) {
  const site = await getSite((await props.params).site);
  return (
    <ResultsPage
      prefix="/used-car"
      {...props}
      actions={<SaveSearch site={site} />}
      cardActions={CardActions}
    />
  );
}
