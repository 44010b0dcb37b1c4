import { startTransition, useEffect, useState } from 'react';
import { useApi } from '../../lib/use-api.ts';
import { toChoices, type ChoiceState } from './city-choices.ts';

// The states and their cities, fetched in the browser when a component first needs them (the header's city chooser,
// a list's city filter), not put in every page's HTML (ADR 0058). Kept for the life of the page once fetched; the API
// lets the browser cache them too.

let loaded: ChoiceState[] | undefined;

export function useStates(): { states: ChoiceState[] | undefined; failed: boolean; retry: () => void } {
  const api = useApi();
  const [states, setStates] = useState(loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (states) return;
    let live = true;
    api
      .GET('/api/v1/states')
      .then((answer) => {
        loaded = toChoices(answer.items);
        const states = loaded;
        // ~330 cities in ~30 groups, drawn into a list's city filter right after the page comes alive: as a
        // transition, drawn in slices between the browser's other work (issue 32), not in one long task.
        if (live) startTransition(() => setStates(states));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, states, attempt]);
  return {
    states,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
