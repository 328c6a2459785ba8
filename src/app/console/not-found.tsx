import { ConsoleCard, ConsoleFrame } from '@/features/console/components/console-frame';
import { consolePaths } from '@/lib/console-paths';

export default function ConsoleNotFound() {
  return (
    <ConsoleFrame>
      <ConsoleCard title="Not found">
        <p>
          There is nothing at this address in the console.{' '}
          <a href={consolePaths.home()} className="font-semibold text-brand underline">
            Go to your sites
          </a>
        </p>
      </ConsoleCard>
    </ConsoleFrame>
  );
}
