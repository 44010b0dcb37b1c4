import { useEffect, useState } from 'react';
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
        if (live) setStates(loaded);
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
