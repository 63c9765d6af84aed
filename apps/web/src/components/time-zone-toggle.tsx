import { ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useSetTimeZone } from '../api/use-set-time-zone.ts';
import { useAuth } from '../auth/auth-context.tsx';
import { browserTimeZone } from '../lib/time-zone-store.ts';
import { timeZoneOptions } from './time-zone-options.ts';
import { useTimeZone } from './use-time-zone.ts';

/** The navbar control choosing the zone of every time on screen: UTC or the browser's (kept with the user). */
export function TimeZoneToggle() {
  const { isAuthenticated } = useAuth();
  const { choice } = useTimeZone();
  const setTimeZone = useSetTimeZone(isAuthenticated);
  const options = timeZoneOptions(browserTimeZone(), Date.now());
  return (
    <ToggleButtonGroup
      type="radio"
      name="time-zone"
      size="sm"
      value={choice}
      onChange={(next) => setTimeZone.mutate(next)}
      className="align-self-start align-self-xl-center"
      aria-label="Time zone"
      data-testid="time-zone-toggle"
    >
      {options.map((option) => (
        <ToggleButton
          key={option.choice}
          id={`time-zone-${option.choice}`}
          value={option.choice}
          variant="outline-secondary"
          title={option.title}
          data-testid={`time-zone-${option.choice}`}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
